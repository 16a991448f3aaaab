// What an upload really is, by its first bytes; the declared content type is not trusted.

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) =>
  prefix.every((byte, i) => bytes[offset + i] === byte);

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) {
    // a JPEG ends with the end-of-image marker; a cut-off upload does not
    return bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9 ? 'image/jpeg' : null;
  }
  if (bytes.length >= 33 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // the IEND chunk closes every complete PNG
    return startsWith(bytes, [0x49, 0x45, 0x4e, 0x44], bytes.length - 8) ? 'image/png' : null;
  }
  if (bytes.length >= 16 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    // RIFF size field: the file must be as long as it says
    const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
    return declared + 8 === bytes.length ? 'image/webp' : null;
  }
  return null;
}
