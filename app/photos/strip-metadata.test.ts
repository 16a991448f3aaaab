import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, webp } from '../../tests/support/images';
import { decodeJpeg, exifOf, ICC_SEGMENT, phoneJpeg, phonePng, phoneWebp, secretsIn } from '../../tests/support/photo-metadata';
import { imageDimensions, sniffImageType } from './image-type';
import { exifOrientation, stripMetadata } from './strip-metadata';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** PNG chunks or WebP RIFF chunks by type, in order. */
function chunks(bytes: Uint8Array, type: 'png' | 'webp'): Array<{ type: string; data: Uint8Array }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Array<{ type: string; data: Uint8Array }> = [];
  for (let at = type === 'png' ? 8 : 12; at < bytes.length;) {
    const size = type === 'png' ? view.getUint32(at) : view.getUint32(at + 4, true);
    const name = latin1(bytes.subarray(type === 'png' ? at + 4 : at, (type === 'png' ? at + 4 : at) + 4));
    found.push({ type: name, data: bytes.subarray(at + 8, at + 8 + size) });
    at += type === 'png' ? 12 + size : 8 + size + (size % 2);
  }
  return found;
}

describe('stripping metadata from a photo', () => {
  it('a JPEG keeps its image and its orientation, and nothing of where, when or with what', () => {
    const original = phoneJpeg({ orientation: 6 });
    expect(secretsIn(original)).toHaveLength(6);
    expect(Object.keys(exifOf(original).GPS ?? {}).length).toBeGreaterThan(0);

    const stripped = stripMetadata(original, 'image/jpeg')!;
    expect(secretsIn(stripped)).toEqual([]);
    const exif = exifOf(stripped);
    expect(exif['0th']).toEqual({ [piexif.ImageIFD.Orientation]: 6 });
    expect([exif.Exif, exif.GPS, exif.Interop, exif['1st'], exif.thumbnail]).toEqual([{}, {}, {}, {}, null]);
    // the same pixels, still a complete JPEG of the same size
    expect(sniffImageType(stripped)).toBe('image/jpeg');
    expect(imageDimensions(stripped, 'image/jpeg')).toEqual({ width: 40, height: 20 });
    expect(decodeJpeg(stripped).data).toEqual(decodeJpeg(original).data);
    // nothing after the end of the first image
    expect(stripped.length).toBeLessThan(original.length);
    expect([...stripped.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('an upright JPEG keeps no EXIF at all; a colour profile is kept', () => {
    const stripped = stripMetadata(phoneJpeg({ orientation: 1, extra: [ICC_SEGMENT] }), 'image/jpeg')!;
    expect(latin1(stripped)).not.toContain('Exif');
    expect(latin1(stripped)).toContain(latin1(ICC_SEGMENT));
    expect(secretsIn(stripped)).toEqual([]);
  });

  it('leaves a photo without metadata as it is, and gives its own output back unchanged', () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [webp(), 'image/webp'],
    ] as const) {
      expect(stripMetadata(bytes, type), type).toEqual(bytes);
    }
    for (const [bytes, type] of [
      [phoneJpeg(), 'image/jpeg'],
      [phonePng(), 'image/png'],
      [phoneWebp(), 'image/webp'],
    ] as const) {
      const once = stripMetadata(bytes, type)!;
      expect(stripMetadata(once, type), type).toEqual(once);
    }
  });

  it('a PNG loses its EXIF (but the orientation), text, XMP, time and private chunks', () => {
    const original = phonePng(6);
    const stripped = stripMetadata(original, 'image/png')!;
    expect(secretsIn(original).length).toBeGreaterThan(0);
    expect(secretsIn(stripped)).toEqual([]);
    const kept = chunks(stripped, 'png');
    expect(kept.map((chunk) => chunk.type)).toEqual(['IHDR', 'eXIf', 'gAMA', 'IDAT', 'IEND']);
    const exif = kept[1]!.data;
    expect(exif.length).toBe(26);
    expect(exifOrientation(exif)).toBe(6);
    const idat = (bytes: Uint8Array) => chunks(bytes, 'png').find((chunk) => chunk.type === 'IDAT')!.data;
    expect(idat(stripped)).toEqual(idat(original));
    expect(sniffImageType(stripped)).toBe('image/png');
    expect(chunks(stripMetadata(phonePng(1), 'image/png')!, 'png').map((chunk) => chunk.type)).not.toContain('eXIf');
  });

  it('a WebP loses its EXIF (but the orientation) and XMP; the RIFF size and the header flags follow', () => {
    const stripped = stripMetadata(phoneWebp(6), 'image/webp')!;
    expect(secretsIn(stripped)).toEqual([]);
    expect(sniffImageType(stripped)).toBe('image/webp'); // the RIFF size matches the length
    const kept = chunks(stripped, 'webp');
    expect(kept.map((chunk) => chunk.type)).toEqual(['VP8X', 'VP8L', 'EXIF']);
    expect(kept[0]!.data[0]).toBe(0x08); // EXIF flag only, XMP flag cleared
    expect(exifOrientation(kept[2]!.data)).toBe(6);

    const upright = stripMetadata(phoneWebp(1), 'image/webp')!;
    expect(chunks(upright, 'webp').map((chunk) => chunk.type)).toEqual(['VP8X', 'VP8L']);
    expect(chunks(upright, 'webp')[0]!.data[0]).toBe(0x00);
    expect(sniffImageType(upright)).toBe('image/webp');
  });

  it('drops HTML hidden in a comment or after the end of the image', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const commented = Uint8Array.from([...JPEG.subarray(0, 2), 0xff, 0xfe, 0, html.length + 2, ...html, ...JPEG.subarray(2)]);
    const appended = phoneJpeg({ trailer: Uint8Array.from([...html, 0xff, 0xd9]) });
    for (const bytes of [commented, appended]) {
      expect(sniffImageType(bytes)).toBe('image/jpeg');
      expect(latin1(stripMetadata(bytes, 'image/jpeg')!)).not.toContain('<script');
    }
  });

  it('refuses a structure it cannot walk to the end', () => {
    // a segment claiming more bytes than the file has, a chunk running past the end
    expect(stripMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(stripMetadata(Uint8Array.from([0xff, 0xd8, 0x00, 0x00, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    const broken = PNG.slice();
    broken[8 + 3] = 0xff; // IHDR length
    expect(stripMetadata(broken, 'image/png')).toBeNull();
  });
});
