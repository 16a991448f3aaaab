// Visitor photos: bytes in R2, a row in D1. Only approved photos are listed or served.
// The R2 key is derived from the car and the bytes' hash, so a retried upload stores nothing twice.
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { cars, photos } from '#app/catalogue/schema.server.ts';
import { sniffImageType, type ImageType } from './image-type';
import { stripMetadata } from './strip-metadata';

export type PhotoStatus = 'pending' | 'approved' | 'rejected';
export type PublicPhoto = { id: string; carId: number; url: string; caption: string | null; submittedAt: number };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

const photoKey = (carId: number, sha256: string) => `photos/${carId}/${sha256}`;

export async function submitPhoto(
  db: D1Database,
  bucket: R2Bucket,
  input: { carId: number; bytes: Uint8Array<ArrayBuffer>; contentType: ImageType; caption: string | null },
  now = Date.now(),
): Promise<{ id: string; status: PhotoStatus; duplicate: boolean }> {
  const sha256 = hex(await crypto.subtle.digest('SHA-256', input.bytes));
  const r2Key = photoKey(input.carId, sha256);
  const d = orm(db);
  const [existing] = await d.select({ id: photos.id, status: photos.status }).from(photos).where(eq(photos.r2Key, r2Key));
  if (existing) return { ...existing, duplicate: true };
  // bytes first: a row never points at a missing object
  await bucket.put(r2Key, input.bytes, {
    httpMetadata: { contentType: input.contentType },
    customMetadata: { carId: String(input.carId) },
  });
  const id = crypto.randomUUID();
  const [inserted] = await d
    .insert(photos)
    .values({
      id,
      carId: input.carId,
      r2Key,
      contentType: input.contentType,
      sizeBytes: input.bytes.byteLength,
      sha256,
      caption: input.caption,
      status: 'pending',
      submittedAt: now,
    })
    .onConflictDoNothing({ target: photos.r2Key })
    .returning({ id: photos.id, status: photos.status });
  if (inserted) return { ...inserted, duplicate: false };
  // a concurrent retry stored it first
  const [winner] = await d.select({ id: photos.id, status: photos.status }).from(photos).where(eq(photos.r2Key, r2Key));
  if (!winner) throw new Error('photo row vanished after a conflicting insert');
  return { ...winner, duplicate: true };
}

export const photoUrl = (id: string) => `/photos/${id}`;

/** A page of a car's approved photos, newest first, and their count: two statements for one batch. */
export function approvedPhotosStatements(db: D1Database, carId: number, page: number, pageSize: number) {
  const d = orm(db);
  const where = and(eq(photos.carId, carId), eq(photos.status, 'approved'));
  return [
    d
      .select({ id: photos.id, carId: photos.carId, caption: photos.caption, submittedAt: photos.submittedAt })
      .from(photos)
      .where(where)
      .orderBy(desc(photos.submittedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    d.select({ n: count() }).from(photos).where(where),
  ] as const;
}

type ApprovedPhotoRow = Omit<PublicPhoto, 'url'>;

/** What approvedPhotosStatements read, as the page and the gateway show it. */
export function approvedPhotosPage(rows: ApprovedPhotoRow[], total: number, page: number, pageSize: number) {
  const list: PublicPhoto[] = rows.map((row) => ({ ...row, url: photoUrl(row.id) }));
  return { list, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A car's approved photos, a page of them; null when no car has the id (its known row read in the same batch). */
export async function listApprovedPhotos(db: D1Database, carId: number, page: number, pageSize: number) {
  const d = orm(db);
  const [rows, [total], known] = await d.batch([
    ...approvedPhotosStatements(db, carId, page, pageSize),
    d.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).limit(1),
  ]);
  return known.length ? approvedPhotosPage(rows, total?.n ?? 0, page, pageSize) : null;
}

export function listPhotosByStatus(db: D1Database, status: PhotoStatus, limit = 100) {
  return orm(db)
    .select({
      id: photos.id,
      carId: photos.carId,
      contentType: photos.contentType,
      sizeBytes: photos.sizeBytes,
      caption: photos.caption,
      status: photos.status,
      submittedAt: photos.submittedAt,
    })
    .from(photos)
    .where(eq(photos.status, status))
    .orderBy(photos.submittedAt)
    .limit(limit);
}

/** Approve, reject, or (undo) put back in the queue as if never reviewed. */
export async function reviewPhoto(db: D1Database, id: string, status: PhotoStatus, now = Date.now()) {
  const [row] = await orm(db)
    .update(photos)
    .set({ status, reviewedAt: status === 'pending' ? null : now })
    .where(eq(photos.id, id))
    .returning({ id: photos.id, carId: photos.carId, status: photos.status });
  return row ?? null;
}

export type PhotoForReview = Awaited<ReturnType<typeof listPhotosForReview>>[number];

/** Photos of one status for the operators' console, with the car each is for (oldest first when pending). */
export function listPhotosForReview(db: D1Database, status: PhotoStatus, limit = 200) {
  return orm(db)
    .select({
      id: photos.id,
      carId: photos.carId,
      carBrand: cars.brand,
      carName: cars.name,
      carSlug: cars.slug,
      contentType: photos.contentType,
      sizeBytes: photos.sizeBytes,
      caption: photos.caption,
      status: photos.status,
      submittedAt: photos.submittedAt,
      reviewedAt: photos.reviewedAt,
    })
    .from(photos)
    .leftJoin(cars, eq(cars.id, photos.carId))
    .where(eq(photos.status, status))
    .orderBy(status === 'pending' ? asc(photos.submittedAt) : desc(photos.reviewedAt))
    .limit(limit);
}

export async function countPhotosByStatus(db: D1Database): Promise<Record<PhotoStatus, number>> {
  const rows = await orm(db).select({ status: photos.status, n: count() }).from(photos).groupBy(photos.status);
  const counts: Record<PhotoStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Removes photos for good: the rows first (so nothing points at a missing object), then their bytes.
 * Returns the ids that existed.
 */
export async function deletePhotos(db: D1Database, bucket: R2Bucket, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await orm(db).delete(photos).where(inArray(photos.id, ids)).returning({ id: photos.id, r2Key: photos.r2Key });
  if (rows.length) await bucket.delete(rows.map((row) => row.r2Key));
  return rows.map((row) => row.id);
}

/** The bytes of any stored photo, whatever its status: for operators only. */
export async function getPhotoObject(db: D1Database, bucket: R2Bucket, id: string) {
  const [row] = await orm(db).select({ r2Key: photos.r2Key }).from(photos).where(eq(photos.id, id));
  return row ? bucket.get(row.r2Key) : null;
}

/** The bytes of an approved photo, or null: pending and rejected photos are never served. */
export async function getApprovedPhotoObject(db: D1Database, bucket: R2Bucket, id: string) {
  const [row] = await orm(db)
    .select({ r2Key: photos.r2Key, contentType: photos.contentType })
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.status, 'approved')));
  if (!row) return null;
  const object = await bucket.get(row.r2Key);
  return object && { object, contentType: row.contentType };
}

export type ScrubReport = {
  checked: number;
  cleaned: number;
  unchanged: number;
  missing: string[];
  unreadable: string[];
  next: string | null;
};

/**
 * Rewrites stored photos (every status) without their metadata, as uploads are stored now: `limit` rows
 * in id order after `after`, so a caller pages through them (`next`) within a request's limits. A photo
 * already clean is left alone, so a second run changes nothing. A cleaned photo moves to the key of its
 * new bytes, as an upload of it would be stored (so a retry of the same upload is recognised); when
 * another row already has that key, its bytes are rewritten where they are.
 */
export async function scrubPhotos(db: D1Database, bucket: R2Bucket, after = '', limit = 25): Promise<ScrubReport> {
  const d = orm(db);
  const rows = await d
    .select({ id: photos.id, carId: photos.carId, r2Key: photos.r2Key })
    .from(photos)
    .where(gt(photos.id, after))
    .orderBy(asc(photos.id))
    .limit(limit);
  const report: ScrubReport = { checked: rows.length, cleaned: 0, unchanged: 0, missing: [], unreadable: [], next: null };
  for (const row of rows) {
    const object = await bucket.get(row.r2Key);
    if (!object) {
      report.missing.push(row.id);
      continue;
    }
    const bytes = new Uint8Array(await object.arrayBuffer());
    const contentType = sniffImageType(bytes);
    const clean = contentType && stripMetadata(bytes, contentType);
    if (!contentType || !clean) {
      report.unreadable.push(row.id);
      continue;
    }
    if (clean.length === bytes.length && clean.every((byte, i) => byte === bytes[i])) {
      report.unchanged += 1;
      continue;
    }
    const sha256 = hex(await crypto.subtle.digest('SHA-256', clean));
    const [taken] = await d
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.r2Key, photoKey(row.carId, sha256)));
    const r2Key = taken ? row.r2Key : photoKey(row.carId, sha256);
    // the new bytes first, then the row, then the old object: a row never points at a missing object
    await bucket.put(r2Key, clean, { httpMetadata: { contentType }, customMetadata: { carId: String(row.carId) } });
    await d.update(photos).set({ r2Key, sha256, contentType, sizeBytes: clean.byteLength }).where(eq(photos.id, row.id));
    if (r2Key !== row.r2Key) await bucket.delete(row.r2Key);
    report.cleaned += 1;
  }
  report.next = rows.length === limit ? rows.at(-1)!.id : null;
  return report;
}
