// A visitor's photo as the gateway receives it: `multipart/form-data` with `photo`, `carId` and
// `caption`, or the raw image as the body with its fields in the query. Every check runs before
// anything is stored; the answer for each refusal is part of the gateway's documented contract.
import { z } from 'zod';
import { carIdSchema } from '#app/catalogue/car-id.ts';
import { plainText } from '#app/lib/plain-text.ts';
import { getCar } from '#app/catalogue/cars.server.ts';
import { GatewayError, invalid } from '#app/gateway/envelope.ts';
import { refuseRepeats } from '#app/gateway/params.ts';
import { dimensionProblem, imageDimensions, MAX_PHOTO_BYTES, sniffImageType } from './image-type';
import { submitPhoto } from './photos.server';
import { stripMetadata } from './strip-metadata';

export const PHOTO_LIMIT_TEXT = `${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
/** The largest request body read: the photo and a form's boundaries and fields. */
export const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

const photoFields = z.object({
  carId: carIdSchema,
  caption: z
    .string()
    .overwrite(plainText)
    .trim()
    .max(140, 'must be 140 characters or fewer')
    .regex(/^[^<>]*$/, 'must not contain < or >')
    .optional()
    .transform((value) => value || null),
});

async function readPhotoUpload(request: Request, query: URLSearchParams, body: Uint8Array<ArrayBuffer>) {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    return { bytes: body, fields: { carId: query.get('carId') ?? undefined, caption: query.get('caption') ?? undefined } };
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': request.headers.get('Content-Type')! } }).formData();
  } catch {
    throw new GatewayError(400, 'The form data could not be read');
  }
  // a field in the address as well as in the form: which of the two was meant is not known
  refuseRepeats([...form.keys(), ...Object.keys(photoFields.shape).filter((name) => query.has(name))]);
  const photo = form.get('photo');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    bytes: photo instanceof File ? new Uint8Array(await photo.arrayBuffer()) : new Uint8Array(),
    fields: { carId: text('carId'), caption: text('caption') },
  };
}

const notAnImage = () =>
  new GatewayError(415, 'The photo must be a complete JPEG, PNG or WebP image', {
    fields: { photo: ['not a complete JPEG, PNG or WebP image'] },
  });

/**
 * Checks an upload (fields, size, type by its bytes, pixel size, the car) and stores it as pending,
 * without its metadata.
 * `query`: the gateway's parameters, where a raw image's fields are.
 */
export async function acceptPhotoUpload(env: Env, request: Request, query: URLSearchParams, body: Uint8Array<ArrayBuffer>) {
  const upload = await readPhotoUpload(request, query, body);
  const fields = photoFields.safeParse(upload.fields);
  if (!fields.success) throw invalid(fields.error);
  if (upload.bytes.byteLength === 0)
    throw new GatewayError(400, 'Invalid parameters: photo: no image was sent', { fields: { photo: ['no image was sent'] } });
  if (upload.bytes.byteLength > MAX_PHOTO_BYTES) throw new GatewayError(413, `The photo is larger than ${PHOTO_LIMIT_TEXT}`);
  const contentType = sniffImageType(upload.bytes);
  if (!contentType) throw notAnImage();
  const tooLarge = dimensionProblem(imageDimensions(upload.bytes, contentType));
  if (tooLarge) throw new GatewayError(422, `Invalid parameters: photo: ${tooLarge}`, { fields: { photo: [tooLarge] } });
  // only the image is stored: no place, time or camera (decision 015)
  const bytes = stripMetadata(upload.bytes, contentType);
  if (!bytes) throw notAnImage();
  const car = await getCar(env.DB, fields.data.carId);
  if (!car) throw new GatewayError(404, `No car with id ${fields.data.carId}`);
  return submitPhoto(env.DB, env.PHOTOS, { carId: car.id, bytes, contentType, caption: fields.data.caption });
}
