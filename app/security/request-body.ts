// Request bodies on every route: one limit, the largest body any route takes (a photo upload with its
// form fields). Used by the Worker and by the local server in front of it (scripts/lib/local-edge.ts),
// so a body over it is refused the same way before anything reads it.
import { MAX_PHOTO_BYTES } from '../photos/image-type.ts';

export const MAX_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

export const TOO_LARGE_MESSAGE = `The request body is larger than ${Math.round(MAX_REQUEST_BYTES / 1024)} KB`;

/** The size a request declares for its body, or null when it declares none (or declares it badly). */
export function declaredBodySize(contentLength: string | null | undefined): number | null {
  if (contentLength == null || !/^\d{1,15}$/.test(contentLength.trim())) return null;
  return Number(contentLength.trim());
}
