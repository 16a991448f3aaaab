// What a stored photo keeps of the file a visitor sent: the image, its colour profile and which way up it
// is; never where, when or with what it was taken (decision 015). There is no decoder in the Worker, so the
// file's container is rewritten (JPEG segments, PNG chunks, WebP RIFF chunks) and the image data is kept
// byte for byte. What is kept is listed; anything else (EXIF, XMP, comments, maker and vendor blocks,
// text, a second image after the first) is dropped. The EXIF orientation survives as a minimal EXIF block
// holding that one tag. Running it on its own output gives the same bytes.
import { concatBytes } from '#app/security/replace-bytes.ts';
import type { ImageType } from './image-type';

/** The photo without its metadata, or null when its structure cannot be walked to the end. */
export function stripMetadata(bytes: Uint8Array, type: ImageType): Uint8Array<ArrayBuffer> | null {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}

const be16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const le16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const le32 = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const startsWithText = (bytes: Uint8Array, text: string) => bytes.length >= text.length && ascii(bytes, 0, text.length) === text;

const concat = concatBytes;

// ---- EXIF orientation -------------------------------------------------------------------------------

/** The Orientation tag (1–8) of a TIFF-structured EXIF block's first directory; 1 (as stored) otherwise. */
export function exifOrientation(tiff: Uint8Array): number {
  const little = startsWithText(tiff, 'II*\0');
  if (!little && !startsWithText(tiff, 'MM\0*')) return 1;
  const u16 = (at: number) => (little ? le16(tiff, at) : be16(tiff, at));
  const u32 = (at: number) => (little ? le32(tiff, at) : be32(tiff, at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  for (let i = 0, count = u16(directory); i < count; i++) {
    const entry = directory + 2 + 12 * i;
    if (entry + 12 > tiff.length) break;
    // tag 0x0112, type SHORT
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** A big-endian TIFF block with one directory holding only the Orientation tag. */
function orientationTiff(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // header, first directory at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1 value
    0x00, 0x00, 0x00, 0x00, // no next directory
  ]);
}

const EXIF_HEADER = 'Exif\0\0';

// ---- JPEG ---------------------------------------------------------------------------------------------

/** The application segments an image needs; every other APPn and every comment is dropped. */
function keptJpegSegment(marker: number, payload: Uint8Array): Uint8Array | null {
  if (marker === 0xe0 && startsWithText(payload, 'JFIF\0') && payload.length >= 14) {
    // JFIF: version, density units and density; its optional thumbnail (a copy of the original) is left out
    const jfif = payload.slice(0, 14);
    jfif[12] = 0;
    jfif[13] = 0;
    return segment(0xe0, jfif);
  }
  // the colour profile: phone photos are often Display P3, and without it their colours shift
  if (marker === 0xe2 && startsWithText(payload, 'ICC_PROFILE\0')) return segment(marker, payload);
  // Adobe: tells a decoder whether the data is RGB, YCbCr or YCCK
  if (marker === 0xee && startsWithText(payload, 'Adobe')) return segment(marker, payload);
  return null;
}

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat([Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), payload]);
}

/** Where the entropy-coded data after a scan header ends: the next marker that is not a stuffed byte or a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return -1;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += 1;
    else return at;
  }
}

function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationKept = false;
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // end of the first image: whatever follows (a second image, a gain map, anything appended) is dropped
    if (marker === 0xd9) return concat([...parts, Uint8Array.from([0xff, 0xd9])]);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = be16(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const payload = bytes.subarray(at + 4, end);
    if (marker === 0xda) {
      const dataEnd = scanEnd(bytes, end);
      if (dataEnd < 0) return null;
      parts.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      const kept = keptJpegSegment(marker, payload);
      if (kept) parts.push(kept);
      else if (marker === 0xe1 && startsWithText(payload, EXIF_HEADER) && !orientationKept) {
        orientationKept = true;
        const orientation = exifOrientation(payload.subarray(EXIF_HEADER.length));
        if (orientation !== 1) parts.push(segment(0xe1, concat([new TextEncoder().encode(EXIF_HEADER), orientationTiff(orientation)])));
      }
    } else {
      parts.push(bytes.subarray(at, end));
    }
    at = end;
  }
  return null;
}

// ---- PNG ----------------------------------------------------------------------------------------------

// Critical chunks (an upper-case first letter) are always kept; of the ancillary ones only those that
// change how the image looks. Text (tEXt, zTXt, iTXt), time (tIME), EXIF (eXIf, except its orientation)
// and any private chunk are dropped.
const PNG_KEPT = new Set([
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'tRNS',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let orientationKept = false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + be32(bytes, at);
    if (end > bytes.length) return null;
    const type = ascii(bytes, at + 4, 4);
    const upper = type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;
    if (upper || PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    else if (type === 'eXIf' && !orientationKept) {
      orientationKept = true;
      const orientation = exifOrientation(bytes.subarray(at + 8, end - 4));
      if (orientation !== 1) parts.push(pngChunk('eXIf', orientationTiff(orientation)));
    }
    // anything after IEND is not part of the image
    if (type === 'IEND') return concat(parts);
    at = end;
  }
  return null;
}

// ---- WebP ---------------------------------------------------------------------------------------------

// The image (lossy, lossless, alpha, animation) and its colour profile; EXIF (but its orientation), XMP
// and unknown chunks are dropped.
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length % 2));
  out.set(new TextEncoder().encode(fourcc), 0);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const parts: Uint8Array[] = [];
  let extended: Uint8Array | null = null;
  let exifKept = false;
  let orientationSeen = false;
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    const fourcc = ascii(bytes, at, 4);
    const size = le32(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    if (WEBP_KEPT.has(fourcc)) {
      const chunk = bytes.slice(at, end);
      if (fourcc === 'VP8X') extended = chunk;
      parts.push(chunk);
    } else if (fourcc === 'EXIF' && !orientationSeen) {
      orientationSeen = true;
      let tiff = bytes.subarray(at + 8, at + 8 + size);
      // some writers keep JPEG's "Exif\0\0" before the TIFF header
      if (startsWithText(tiff, EXIF_HEADER)) tiff = tiff.subarray(EXIF_HEADER.length);
      const orientation = exifOrientation(tiff);
      if (orientation !== 1) {
        parts.push(riffChunk('EXIF', orientationTiff(orientation)));
        exifKept = true;
      }
    }
    at = end;
  }
  if (extended && extended.length >= 9) {
    // the extended header's flags say which metadata chunks follow
    extended[8] = (extended[8]! & ~(VP8X_EXIF | VP8X_XMP)) | (exifKept ? VP8X_EXIF : 0);
  } else if (exifKept) {
    parts.splice(
      parts.findIndex((part) => ascii(part, 0, 4) === 'EXIF'),
      1,
    ); // EXIF without VP8X is not valid WebP
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}
