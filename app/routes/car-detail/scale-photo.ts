// Makes a large photo smaller in the visitor's browser before it is sent, so a phone's 8 MB picture
// fits the 5 MB limit and uploads faster. Loaded only once a visitor picks a file (photo-form.tsx
// imports it on demand): nothing of it is part of the car page's first load. The server checks the
// result as it checks any upload.

/** The longest side a sent photo keeps; larger pictures are scaled down to it. */
export const MAX_SIDE = 2560;
const QUALITIES = [0.9, 0.8, 0.7];

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function jpegOf(canvas: Canvas, quality: number): Promise<Blob | null> {
  if (canvas instanceof HTMLCanvasElement) return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/**
 * The file to send: the picked one when it is within `maxBytes` and `MAX_SIDE`, else a JPEG at most
 * `MAX_SIDE` on its long side (turned upright as its EXIF says: the browser applies it when decoding).
 * A file the browser cannot decode is sent as it is, for the server to say what is wrong with it.
 */
export async function scalePhoto(file: File, maxBytes: number): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (longSide <= MAX_SIDE && file.size <= maxBytes) return file;
    const scale = Math.min(1, MAX_SIDE / longSide);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    // JPEG has no transparency: what was transparent becomes white, not black
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    let blob: Blob | null = null;
    for (const quality of QUALITIES) {
      blob = await jpegOf(canvas, quality);
      if (!blob || blob.size <= maxBytes) break;
    }
    if (!blob || (blob.size >= file.size && file.size <= maxBytes)) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
