// What an upload really is, by its first bytes; the declared content type is not trusted.
import { formatCount } from '#app/lib/number-format.ts';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) => prefix.every((byte, i) => bytes[offset + i] === byte);

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

/** The largest photo accepted, by its pixels: a few-kilobyte file can claim a size that no one can decode. */
export const MAX_PHOTO_SIDE = 10_000;
export const MAX_PHOTO_PIXELS = 40_000_000;

const be16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const le16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const le24 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

/** Width and height as the image's header states them, or null when the header cannot be read. */
export function imageDimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  if (type === 'image/png') {
    // the IHDR chunk comes first
    if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null;
    return { width: be32(bytes, 16), height: be32(bytes, 20) };
  }
  if (type === 'image/jpeg') return jpegDimensions(bytes);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  return null;
}

// start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT (C4), JPG (C8), DAC (CC)
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = be16(bytes, at + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) return at + 9 <= bytes.length ? { height: be16(bytes, at + 5), width: be16(bytes, at + 7) } : null;
    at += 2 + length;
  }
  return null;
}

/** Why the stated size is refused, or null when it is acceptable. */
export function dimensionProblem(size: { width: number; height: number } | null): string | null {
  if (!size || size.width === 0 || size.height === 0) return 'the image size cannot be read';
  if (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE || size.width * size.height > MAX_PHOTO_PIXELS) {
    return `${size.width}×${size.height} pixels is too large: at most ${formatCount(MAX_PHOTO_SIDE)} a side and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;
  }
  return null;
}
