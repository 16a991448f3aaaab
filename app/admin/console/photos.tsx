// Photo moderation: the queue of pending photos (each shown, with the car it is for), and the approved
// and rejected lists with undo (back to the queue) and delete (row and R2 object). One form holds the
// selection for the bulk buttons; each card's own buttons act on that photo alone. Every decision
// starts a new cache generation, as the command line's review does: car pages show approved photos.
import { carPath } from '#app/catalogue/cars.server.ts';
import { bumpCacheGeneration } from '#app/edge-cache/generation.server.ts';
import { deletePhotos, listPhotosForReview, reviewPhoto, type PhotoForReview, type PhotoStatus } from '#app/photos/photos.server.ts';
import type { Operator } from '../session.server';
import { Csrf, consoleAnswer, formatBytes, formatTime, seeOther, type Frame } from './page';

const STATUSES: PhotoStatus[] = ['pending', 'approved', 'rejected'];
const TITLES: Record<PhotoStatus, string> = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' };
const ID = /^[0-9a-f-]{36}$/;

export type PhotoAction = 'approve' | 'reject' | 'pending' | 'delete';
const ACTIONS: Record<PhotoAction, { status: PhotoStatus | null; done: string }> = {
  approve: { status: 'approved', done: 'approved' },
  reject: { status: 'rejected', done: 'rejected' },
  pending: { status: 'pending', done: 'moved back to the queue' },
  delete: { status: null, done: 'deleted' },
};

export const photoStatusOf = (value: string | null): PhotoStatus | null =>
  value === null ? 'pending' : (STATUSES as string[]).includes(value) ? (value as PhotoStatus) : null;

function Card({ photo }: { photo: PhotoForReview }) {
  const image = `/admin/photos/${photo.id}/image`;
  const button = (action: PhotoAction, label: string, key?: string, kind?: string) => (
    <button type="submit" name="one" value={`${action}:${photo.id}`} className={kind} data-key={key} form="photo-form">
      {label}
    </button>
  );
  return (
    <li className="card" data-photo={photo.id}>
      <a className="thumb" href={image} target="_blank" rel="noopener" aria-label={`Open photo ${photo.id} full size`}>
        <img
          src={image}
          alt={photo.caption ?? `Photo for ${photo.carName ?? `car ${photo.carId}`}`}
          loading="lazy"
          width={400}
          height={300}
        />
      </a>
      <div className="body">
        <label>
          <input type="checkbox" name="id" value={photo.id} form="photo-form" /> Select
        </label>
        <span>
          For{' '}
          {photo.carName && photo.carSlug ? (
            <a href={carPath({ slug: photo.carSlug, id: photo.carId })} target="_blank" rel="noopener">
              {photo.carBrand} {photo.carName}
            </a>
          ) : (
            `car ${photo.carId} (not in the catalogue)`
          )}
        </span>
        <span>{photo.caption ? `“${photo.caption}”` : <span className="muted">No caption</span>}</span>
        <span className="muted">
          {formatBytes(photo.sizeBytes)} · arrived {formatTime(photo.submittedAt)}
          {photo.reviewedAt ? ` · reviewed ${formatTime(photo.reviewedAt)}` : ''}
        </span>
        <div className="actions">
          {photo.status === 'pending' ? (
            <>
              {button('approve', 'Approve', 'a', 'primary')}
              {button('reject', 'Reject', 'r')}
            </>
          ) : (
            button('pending', 'Undo')
          )}
          {photo.status !== 'pending' && button('delete', 'Delete', undefined, 'danger')}
        </div>
      </div>
    </li>
  );
}

/** What the last decision did, from `done=<action>.<count>` (a code, so the address cannot put words on the page). */
function doneMessage(done: string | null): string | null {
  const match = /^(approve|reject|pending|delete)\.(\d{1,3})$/.exec(done ?? '');
  if (!match) return null;
  const n = Number(match[2]);
  if (n === 0) return 'Nothing changed: those photos are gone.';
  return `${n} photo${n === 1 ? '' : 's'} ${ACTIONS[match[1] as PhotoAction].done}.`;
}

export async function photosPage(env: Env, frame: Frame & { operator: Operator }, status: PhotoStatus, doneCode: string | null) {
  const list = await listPhotosForReview(env.DB, status);
  const done = doneMessage(doneCode);
  const bulk = (action: PhotoAction, label: string, kind?: string) => (
    <button type="submit" name="action" value={action} className={kind}>
      {label}
    </button>
  );
  return consoleAnswer(
    200,
    `Photos: ${TITLES[status].toLowerCase()}`,
    frame,
    <>
      <h1>Photos</h1>
      <nav className="tabs" aria-label="Photo lists">
        {STATUSES.map((each) => (
          <a key={each} className="button" href={`/admin/photos?status=${each}`} aria-current={each === status ? 'page' : undefined}>
            {TITLES[each]}
            {each === 'pending' && frame.pending > 0 ? ` (${frame.pending})` : ''}
          </a>
        ))}
      </nav>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <form id="photo-form" method="post" action={`/admin/photos?status=${status}`}>
        <Csrf operator={frame.operator} />
        {list.length > 0 && (
          <div className="toolbar">
            <label>
              <input type="checkbox" id="select-all" /> Select all
            </label>
            <span className="muted">With the selected:</span>
            {status === 'pending' ? (
              <>
                {bulk('approve', 'Approve selected', 'primary')}
                {bulk('reject', 'Reject selected')}
              </>
            ) : (
              <>
                {bulk('pending', 'Undo selected')}
                {bulk('delete', 'Delete selected', 'danger')}
              </>
            )}
            {status === 'pending' && <span className="muted">Keys: j/k move, x select, a approve, r reject.</span>}
          </div>
        )}
      </form>
      {list.length === 0 ? (
        <p className="panel">{status === 'pending' ? 'No photos are waiting for review.' : `No ${status} photos.`}</p>
      ) : (
        <ul className="grid" aria-label={TITLES[status]}>
          {list.map((photo) => (
            <Card key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
    </>,
  );
}

/** The bulk buttons send `action` with the ticked `id`s; a card's own button sends `one=<action>:<id>`. */
export function photoDecision(form: FormData): { action: PhotoAction; ids: string[] } | null {
  const one = form.get('one');
  if (typeof one === 'string') {
    const [action, id] = one.split(':');
    return action && action in ACTIONS && id && ID.test(id) ? { action: action as PhotoAction, ids: [id] } : null;
  }
  const action = form.get('action');
  const ids = form.getAll('id').filter((id): id is string => typeof id === 'string');
  if (typeof action !== 'string' || !(action in ACTIONS) || ids.length === 0 || ids.length > 200 || !ids.every((id) => ID.test(id)))
    return null;
  return { action: action as PhotoAction, ids: [...new Set(ids)] };
}

export async function decidePhotos(env: Env, status: PhotoStatus, decision: { action: PhotoAction; ids: string[] }): Promise<Response> {
  const { action, ids } = decision;
  const target = ACTIONS[action].status;
  let changed = 0;
  if (target === null) changed = (await deletePhotos(env.DB, env.PHOTOS, ids)).length;
  else for (const id of ids) if (await reviewPhoto(env.DB, id, target)) changed += 1;
  if (changed > 0) await bumpCacheGeneration(env.DOMAIN_CONFIG);
  return seeOther(`/admin/photos?status=${status}&done=${action}.${changed}`);
}
