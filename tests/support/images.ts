// Tiny but complete images, and broken ones, for upload tests.

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** JPEG framing: start-of-image, a JFIF header, a 1×1 frame header, end-of-image (what the upload check reads). */
export const JPEG = jpeg(1, 1);

/** The same framing with any stated size. */
export function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x11,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);
}

/** The 1×1 PNG claiming another size (a decompression bomb's header). */
export function pngSized(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = PNG.slice();
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A 1×1 lossless WebP (13 bytes of VP8L data and a padding byte). */
export function webp(): Uint8Array<ArrayBuffer> {
  const vp8l = [
    0x56, 0x50, 0x38, 0x4c, 0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
  ];
  const body = [0x57, 0x45, 0x42, 0x50, ...vp8l];
  const size = body.length;
  return Uint8Array.from([0x52, 0x49, 0x46, 0x46, size & 0xff, (size >> 8) & 0xff, 0, 0, ...body]);
}

/** The same image with a different last byte before the end marker: another photo, same type. */
export function variantPng(seed: number): Uint8Array<ArrayBuffer> {
  const bytes = PNG.slice();
  // change a CRC byte of the IDAT chunk; the sniffing only checks the signature and IEND
  bytes[bytes.length - 13] = seed & 0xff;
  return bytes;
}
