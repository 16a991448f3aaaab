// Photos as phones send them, made here with real encoders: a JPEG (jpeg-js) carrying EXIF written with
// piexifjs (GPS position, camera serial, times, orientation), XMP, a comment, vendor segments and a second
// image after the first; PNG and WebP files with their metadata chunks. And the checks that none of it
// survived. Pure JavaScript, so every layer (Node, workerd, the browser tests) uses the same files.
import jpegJs from 'jpeg-js';
import piexif from 'piexifjs';
import { PNG, webp } from './images.ts';
import { concatBytes } from '#app/security/replace-bytes.ts';

/** What a stored photo must never carry, as text found in the files made below. */
export const SECRETS = {
  serial: 'SN-CARLOG-4711',
  camera: 'Pixelphone 9 Pro',
  time: '2026:11:20 14:03:12',
  place: 'Hauptstrasse 12, Ulm',
} as const;

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const fromLatin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => concatBytes(parts);

/** EXIF as a phone writes it (a TIFF block, without JPEG's "Exif\0\0"). */
export function phoneExif(orientation: number): Uint8Array {
  const dump = piexif.dump({
    '0th': {
      [piexif.ImageIFD.Make]: 'Carlog Phones',
      [piexif.ImageIFD.Model]: SECRETS.camera,
      [piexif.ImageIFD.Orientation]: orientation,
      [piexif.ImageIFD.DateTime]: SECRETS.time,
      [piexif.ImageIFD.ImageDescription]: SECRETS.place,
    },
    Exif: {
      [piexif.ExifIFD.DateTimeOriginal]: SECRETS.time,
      [piexif.ExifIFD.BodySerialNumber]: SECRETS.serial,
      [piexif.ExifIFD.LensSerialNumber]: SECRETS.serial,
    },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: [
        [48, 1],
        [23, 1],
        [5123, 100],
      ],
      [piexif.GPSIFD.GPSLongitudeRef]: 'E',
      [piexif.GPSIFD.GPSLongitude]: [
        [9, 1],
        [59, 1],
        [4411, 100],
      ],
      [piexif.GPSIFD.GPSDateStamp]: '2026:11:20',
    },
  });
  return fromLatin1(dump).subarray(6);
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" exif:GPSLatitude="48,23.85N" exif:DateTimeOriginal="${SECRETS.time}" aux:SerialNumber="${SECRETS.serial}"/></rdf:RDF></x:xmpmeta>`;

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat(Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), payload);
}

/**
 * A real JPEG, `width`×`height` as stored (left half red, right half blue), with everything a phone adds.
 * `extra` segments go in beside the metadata (an ICC profile, say); `trailer` after the end of the image.
 */
export function phoneJpeg(
  options: { width?: number; height?: number; orientation?: number; seed?: number; extra?: Uint8Array[]; trailer?: Uint8Array } = {},
): Uint8Array<ArrayBuffer> {
  const { width = 40, height = 20, orientation = 6, seed = 0 } = options;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const left = i % width < width / 2;
    data.set([left ? 220 : 20, seed & 0xff, left ? 20 : 220, 255], i * 4);
  }
  const encoded = new Uint8Array(jpegJs.encode({ data, width, height }, 90).data);
  const withExif = fromLatin1(piexif.insert(latin1(concat(fromLatin1('Exif\0\0'), phoneExif(orientation))), latin1(encoded)));
  // after the start of image, JFIF and EXIF: XMP, a comment, a Photoshop/IPTC block, a multi-picture index
  let at = 2;
  while (withExif[at + 1] === 0xe0 || withExif[at + 1] === 0xe1) at += 2 + ((withExif[at + 2]! << 8) | withExif[at + 3]!);
  const added = [
    jpegSegment(0xe1, concat(fromLatin1('http://ns.adobe.com/xap/1.0/\0'), new TextEncoder().encode(XMP))),
    jpegSegment(0xfe, fromLatin1(`Taken at ${SECRETS.place} by ${SECRETS.serial}`)),
    jpegSegment(0xed, fromLatin1(`Photoshop 3.0\0${SECRETS.place}`)),
    jpegSegment(0xe2, fromLatin1(`MPF\0${SECRETS.serial}`)),
    ...(options.extra ?? []),
  ];
  // a second image after the first, as phones append a preview or depth map (with its own EXIF)
  const second = concat(
    Uint8Array.from([0xff, 0xd8]),
    jpegSegment(0xe1, fromLatin1(`Exif\0\0${SECRETS.time}`)),
    Uint8Array.from([0xff, 0xd9]),
  );
  return concat(withExif.subarray(0, at), ...added, withExif.subarray(at), options.trailer ?? second) as Uint8Array<ArrayBuffer>;
}

/** An ICC profile segment (its contents are not checked by anything that keeps it). */
export const ICC_SEGMENT = jpegSegment(0xe2, fromLatin1('ICC_PROFILE\0\x01\x01Display P3 profile bytes'));

/** Decodes a JPEG to its pixels (throws when it cannot). */
export const decodeJpeg = (bytes: Uint8Array) => jpegJs.decode(bytes, { useTArray: true });

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(fromLatin1(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The 1×1 PNG with EXIF, text, XMP, a time and a private chunk before its image data. */
export function phonePng(orientation = 6): Uint8Array<ArrayBuffer> {
  const afterHeader = 8 + 25; // signature + IHDR
  const metadata = [
    pngChunk('eXIf', phoneExif(orientation)),
    pngChunk('tEXt', fromLatin1(`Comment\0${SECRETS.place}`)),
    pngChunk('zTXt', fromLatin1(`Author\0\0${SECRETS.serial}`)),
    pngChunk('iTXt', concat(fromLatin1('XML:com.adobe.xmp\0\0\0\0\0'), new TextEncoder().encode(XMP))),
    pngChunk('tIME', Uint8Array.from([0x07, 0xea, 11, 20, 14, 3, 12])),
    pngChunk('prVt', fromLatin1(SECRETS.camera)),
    pngChunk('gAMA', Uint8Array.from([0, 0, 0xb1, 0x8f])),
  ];
  return concat(PNG.subarray(0, afterHeader), ...metadata, PNG.subarray(afterHeader)) as Uint8Array<ArrayBuffer>;
}

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length % 2));
  out.set(fromLatin1(fourcc), 0);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

/** The 1×1 lossless WebP in the extended format, with EXIF and XMP chunks and their flags set. */
export function phoneWebp(orientation = 6): Uint8Array<ArrayBuffer> {
  const image = webp().subarray(12);
  // flags: EXIF (0x08) and XMP (0x04); canvas 1×1 (stored minus one)
  const vp8x = riffChunk('VP8X', Uint8Array.from([0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const exif = riffChunk('EXIF', phoneExif(orientation));
  const xmp = riffChunk('XMP ', new TextEncoder().encode(XMP));
  const body = concat(fromLatin1('WEBP'), vp8x, image, exif, xmp);
  const header = concat(fromLatin1('RIFF'), Uint8Array.from([0, 0, 0, 0]));
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat(header, body) as Uint8Array<ArrayBuffer>;
}

/** The EXIF a JPEG still carries, as piexifjs reads it (empty directories when it has none). */
export function exifOf(jpeg: Uint8Array) {
  return piexif.load(latin1(jpeg));
}

/** Which of the secrets (or the XMP packet) can still be found anywhere in the bytes. */
export function secretsIn(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  return [...Object.values(SECRETS), 'xmpmeta', 'GPS'].filter((secret) => text.includes(secret));
}
