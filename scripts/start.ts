// npm start: build, prepare the local D1/KV/R2, and serve the production build in workerd on
// http://127.0.0.1:8787 (PORT overrides). `--no-build` serves the existing build.
import { run } from './lib/run.ts';
import { ensureDevVars, setupLocal } from './setup-local.ts';

const port = process.env.PORT ?? '8787';
if (!/^\d{2,5}$/.test(port)) throw new Error(`PORT must be a number, got "${port}"`);

ensureDevVars();
if (!process.argv.includes('--no-build')) await run('react-router', ['build']);
await setupLocal();
console.log(`\nServing on http://127.0.0.1:${port}\n`);
await run('vite', ['preview', '--host', '127.0.0.1', '--port', port, '--strictPort']);
