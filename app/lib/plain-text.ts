// Text a visitor typed, as the site keeps it and says it back (a search, a photo's caption).

/**
 * Control characters (a NUL, an escape, a line break) as spaces, and the invisible marks that override
 * the text's direction (U+202A–U+202E, U+2066–U+2069), which can make a text read other than it is,
 * removed.
 */
export function plainText(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
}
