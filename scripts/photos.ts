// Operator photo review through the Worker's admin endpoints (local or deployed):
//   npm run photos -- list [pending|approved|rejected]
//   npm run photos -- approve <photo-id>
//   npm run photos -- reject <photo-id>
//   npm run photos -- scrub            rewrite every stored photo without its metadata (safe to repeat)
// --url <site> (default http://127.0.0.1:8787); the token is ADMIN_TOKEN, else the one in .dev.vars.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/run.ts';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const site = urlAt >= 0 ? args.splice(urlAt, 2)[1]! : 'http://127.0.0.1:8787';
const [command, value] = args;

function token(): string {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const devVars = join(root, '.dev.vars');
  const local = existsSync(devVars) ? /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync(devVars, 'utf8'))?.[1] : undefined;
  if (!local) throw new Error('Set ADMIN_TOKEN (or run npm start once to create a local one in .dev.vars).');
  return local.trim();
}

async function call(path: string, method = 'GET') {
  const response = await fetch(new URL(`/admin/api${path}`, site), { method, headers: { Authorization: `Bearer ${token()}` } });
  const body = (await response.json()) as { code: number; data: unknown; msg: string };
  if (!response.ok) throw new Error(`${response.status}: ${body.msg}`);
  return body.data;
}

type ScrubReport = { checked: number; cleaned: number; unchanged: number; missing: string[]; unreadable: string[]; next: string | null };

/** Pages through every stored photo; each call cleans a few, so no request outgrows a Worker's limits. */
async function scrub() {
  const total = { checked: 0, cleaned: 0, unchanged: 0, missing: [] as string[], unreadable: [] as string[] };
  let after: string | null = '';
  while (after !== null) {
    const report = (await call(`/photos/scrub${after ? `?after=${encodeURIComponent(after)}` : ''}`, 'POST')) as ScrubReport;
    total.checked += report.checked;
    total.cleaned += report.cleaned;
    total.unchanged += report.unchanged;
    total.missing.push(...report.missing);
    total.unreadable.push(...report.unreadable);
    after = report.next;
  }
  console.log(
    total.cleaned === 0
      ? `Checked ${total.checked} photos: all were already without metadata, nothing changed.`
      : `Checked ${total.checked} photos: removed metadata from ${total.cleaned}, ${total.unchanged} were already clean.`,
  );
  for (const id of total.missing) console.log(`${id}: its stored file is missing`);
  for (const id of total.unreadable) console.log(`${id}: its stored file is not a readable image, left as it is`);
}

const usage = 'Usage: npm run photos -- list [pending|approved|rejected] | approve <id> | reject <id> | scrub [--url <site>]';
try {
  if (command === 'list') {
    const photos = (await call(`/photos?status=${encodeURIComponent(value ?? 'pending')}`)) as Array<Record<string, unknown>>;
    if (photos.length === 0) console.log(`No ${value ?? 'pending'} photos.`);
    for (const p of photos) {
      console.log(
        `${p.id}  car ${p.carId}  ${p.contentType}  ${Math.round(Number(p.sizeBytes) / 1024)} KB  ${new Date(Number(p.submittedAt)).toISOString()}  ${p.caption ?? ''}`,
      );
    }
  } else if ((command === 'approve' || command === 'reject') && value) {
    const photo = (await call(`/photos/${encodeURIComponent(value)}/${command}`, 'POST')) as { id: string; carId: number; status: string };
    console.log(`${photo.id}: ${photo.status} (car ${photo.carId})`);
  } else if (command === 'scrub' && !value) {
    await scrub();
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
