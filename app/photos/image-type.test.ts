import { describe, expect, it } from 'vitest';
import { JPEG, jpeg, PNG, pngSized, webp } from '../../tests/support/images';
import { dimensionProblem, imageDimensions, sniffImageType } from './image-type';

describe('photo checks by bytes', () => {
  it('reads the stated size of JPEG, PNG and WebP', () => {
    expect(imageDimensions(PNG, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(JPEG, 'image/jpeg')).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(jpeg(4032, 3024), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(imageDimensions(webp(), 'image/webp')).toEqual({ width: 1, height: 1 });
    const extended = webp();
    extended.set([0x56, 0x50, 0x38, 0x58, 10, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x0f, 0x00, 0xb7, 0x0b, 0x00], 12);
    expect(imageDimensions(extended, 'image/webp')).toEqual({ width: 4096, height: 3000 });
  });

  it('refuses sizes no one should decode, and headers that cannot be read', () => {
    expect(dimensionProblem(imageDimensions(jpeg(4032, 3024), 'image/jpeg'))).toBeNull();
    expect(dimensionProblem(imageDimensions(pngSized(50_000, 50_000), 'image/png'))).toMatch(/50000×50000 pixels is too large/);
    expect(dimensionProblem(imageDimensions(jpeg(12_000, 100), 'image/jpeg'))).toMatch(/too large/);
    expect(dimensionProblem(imageDimensions(pngSized(8000, 8000), 'image/png'))).toMatch(/40 megapixels/);
    expect(dimensionProblem(imageDimensions(pngSized(0, 10), 'image/png'))).toBe('the image size cannot be read');
    // framing without a frame header: start, end
    const frameless = Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]);
    expect(sniffImageType(frameless)).toBe('image/jpeg');
    expect(dimensionProblem(imageDimensions(frameless, 'image/jpeg'))).toBe('the image size cannot be read');
  });
});
