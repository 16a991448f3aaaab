// Text a visitor typed, as the site keeps it and says it back (a search, a photo's caption).

/**
 * Control characters (a NUL, an escape, a line break) as spaces, and the invisible marks that override
 * the text's direction (U+202A–U+202E, U+2066–U+2069), which can make a text read other than it is,
 * removed; so is the replacement mark U+FFFD, which stands for bytes that were not text (an address's
 * `%C3` alone): a search for `bmw%C3` is a search for "bmw", never "bmw�".
 */
export function plainText(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').replace(NOT_TEXT, '');
}

/** The invisible marks that override a text's direction. */
const DIRECTION_MARKS = '\u202A-\u202E\u2066-\u2069';
const NOT_TEXT = new RegExp(`[${DIRECTION_MARKS}\uFFFD]`, 'g');
const NOT_SAID_RAW = new RegExp(`[\\p{Cc}${DIRECTION_MARKS}]`, 'gu');

/**
 * A piece of what a visitor typed, said back as given (a compare address's piece that is not a car
 * number), but with a control character or a direction mark (which would turn the rest of the
 * sentence) shown as a replacement mark, never raw in a page.
 */
export const saidBack = (value: string) => value.replace(NOT_SAID_RAW, '\uFFFD');

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `length` UTF-16 units (a string's `length`, what a limit counts) between two
 * characters as a reader sees them: never inside an emoji's surrogate pair, which would leave a lone
 * half that becomes a replacement mark (`%EF%BF%BD`) in an address and invalid text in JSON, nor
 * between a letter and its accent or inside a joined emoji.
 */
export function cutText(text: string, length: number): string {
  if (text.length <= length) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > length) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
