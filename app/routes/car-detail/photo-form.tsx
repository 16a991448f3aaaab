// "Send a photo of this car": posts the file to the gateway's /tc/p/photo. The photo shows once an
// operator approves it (npm run photos). Sending needs JavaScript; without it the form says so.
// A large picture is scaled down first (scale-photo.ts, loaded only once a file is picked).
import { useEffect, useState } from 'react';
import { track } from '#app/analytics/analytics.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

const MAX_MB = 5;
const MAX_BYTES = MAX_MB * 1024 * 1024;
const loadScaling = () => import('./scale-photo');
type Status = { kind: 'idle' | 'sending' } | { kind: 'sent'; duplicate: boolean } | { kind: 'error'; message: string };

export function PhotoForm({ carId, carName }: { carId: number; carName: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // the chosen picture, shown before it is sent (an object URL, released when replaced)
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function send(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get('photo');
    if (!(file instanceof File) || file.size === 0) return setStatus({ kind: 'error', message: 'Choose a photo first.' });
    setStatus({ kind: 'sending' });
    try {
      const { scalePhoto } = await loadScaling();
      const photo = await scalePhoto(file, MAX_BYTES);
      if (photo.size > MAX_BYTES) return setStatus({ kind: 'error', message: `The photo is larger than ${MAX_MB} MB.` });
      data.set('photo', photo);
      data.set('carId', String(carId));
      const response = await fetch('/api?url=/tc/p/photo', { method: 'POST', body: data, credentials: 'omit' });
      const answer = (await response.json()) as { code: number; msg: string; data: { duplicate?: boolean } | null };
      if (answer.code !== 200) return setStatus({ kind: 'error', message: answer.msg });
      track('photo_submit', { carId, params: { duplicate: Boolean(answer.data?.duplicate) } });
      form.reset();
      setPreview(null);
      setStatus({ kind: 'sent', duplicate: Boolean(answer.data?.duplicate) });
    } catch {
      setStatus({ kind: 'error', message: 'The photo could not be sent. Check your connection and try again.' });
    }
  }

  return (
    <form
      className="photo-form"
      aria-labelledby="photo-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      <h3 id="photo-form-heading">Send a photo of the {carName}</h3>
      <p>JPEG, PNG or WebP, taken by you; a large picture is made smaller before it is sent. It appears here after a review.</p>
      <div className="field">
        <label htmlFor="photo-file">Photo</label>
        <input
          id="photo-file"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          disabled={!hydrated}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
            if (status.kind === 'error' || status.kind === 'sent') setStatus({ kind: 'idle' });
            // start loading the scaling code while the visitor writes a caption
            void loadScaling();
          }}
        />
      </div>
      {preview ? (
        <img className="photo-preview" src={preview} alt="The photo you chose" width={320} height={240} onError={() => setPreview(null)} />
      ) : null}
      <div className="field">
        <label htmlFor="photo-caption">Caption (optional)</label>
        <input id="photo-caption" name="caption" type="text" maxLength={140} disabled={!hydrated} />
      </div>
      <button type="submit" className="button" disabled={!hydrated || status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Send photo'}
      </button>
      {status.kind === 'error' ? (
        <p role="alert" className="form-message form-error">
          {status.message}
        </p>
      ) : null}
      <p role="status" className={`photo-form-status${status.kind === 'sent' ? ' form-message form-success' : ''}`}>
        {!hydrated
          ? 'Sending a photo needs JavaScript.'
          : status.kind === 'sent'
            ? status.duplicate
              ? 'We already have this photo: thank you, it is waiting for review.'
              : 'Thank you! Your photo will appear here once it has been reviewed.'
            : ''}
      </p>
    </form>
  );
}
