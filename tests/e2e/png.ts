// Real PNGs made in the test (Node's zlib): unique small ones, and large ones of noise; and the mean
// colour of a screenshot.
import { createHash, randomBytes } from 'node:crypto';
import { crc32, deflateSync, inflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit RGB PNG of `width`×`height` from its pixels (3 bytes each, row by row). */
export function rgbPng(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 4×1 PNG whose pixels come from `text`, so each test sends a photo of its own. */
export const uniquePng = (text: string) => rgbPng(4, 1, createHash('sha256').update(text).digest().subarray(0, 12));

/** Random pixels: a PNG that hardly compresses, so its size follows its pixel count. */
export const noisePng = (width: number, height: number) => rgbPng(width, height, randomBytes(width * height * 3));

/** The mean colour (0–255 each) of an 8-bit RGB or RGBA PNG, such as a Playwright screenshot. */
export function meanColour(png: Buffer): [number, number, number] {
  let offset = 8;
  let width = 0;
  let channels = 3;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      channels = body[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = raw.length / (stride + 1);
  const pixels = Buffer.alloc(stride * rows);
  // undo each row's filter (PNG spec, section 9)
  for (let y = 0; y < rows; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const up = y ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = y && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const paeth = left + up - upLeft;
      const nearest =
        Math.abs(paeth - left) <= Math.abs(paeth - up) && Math.abs(paeth - left) <= Math.abs(paeth - upLeft)
          ? left
          : Math.abs(paeth - up) <= Math.abs(paeth - upLeft)
            ? up
            : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, nearest][filter!]!;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 255;
    }
  }
  let [red, green, blue] = [0, 0, 0];
  for (let p = 0; p < pixels.length; p += channels) {
    red += pixels[p]!;
    green += pixels[p + 1]!;
    blue += pixels[p + 2]!;
  }
  const count = pixels.length / channels;
  return [red, green, blue].map((value) => Math.round(value / count)) as [number, number, number];
}
