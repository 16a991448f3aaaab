// A photo stored as uploads were before their metadata was stripped: approved, with GPS, serial numbers
// and times, under the hash of those bytes. scripts/e2e.ts writes it into the served build's state before
// the server starts, so the browser tests can run `npm run photos -- scrub` on something to clean.
import { createHash } from 'node:crypto';
import type { LocalBindings } from '../../scripts/lib/local-state.ts';
import { phoneJpeg } from '../support/photo-metadata.ts';

export const LEGACY_PHOTO = { id: '0000000a-0000-4000-8000-000000001099', carId: 1099 } as const;

export async function storeLegacyPhoto(env: LocalBindings): Promise<void> {
  const bytes = phoneJpeg({ orientation: 6, seed: 98 });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `photos/${LEGACY_PHOTO.carId}/${sha256}`;
  await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg' } });
  await env.DB.prepare(
    `INSERT INTO photos (id, car_id, r2_key, content_type, size_bytes, sha256, caption, status, submitted_at, reviewed_at)
     VALUES (?, ?, ?, 'image/jpeg', ?, ?, NULL, 'approved', 0, 0)`,
  )
    .bind(LEGACY_PHOTO.id, LEGACY_PHOTO.carId, key, bytes.length, sha256)
    .run();
}
