import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { localEdge } from './scripts/lib/local-edge.ts';

export default defineConfig(({ isPreview }) => ({
  plugins: [
    // what the edge does before the Worker: the local server answers hostile requests as a deployment does
    localEdge({ clientDir: fileURLToPath(new URL('./build/client', import.meta.url)) }),
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      // the browser tests serve from their own local state, apart from the developer's
      persistState: process.env.CARLOG_STATE_DIR ? { path: process.env.CARLOG_STATE_DIR } : true,
      inspectorPort: process.env.CARLOG_INSPECTOR === 'off' ? false : undefined,
    }),
    reactRouter(),
  ],
  // no CORS of the server's own: the Worker's answers are what production sends. `npm start` (preview)
  // serves a finished build: nothing to watch. Its watcher would otherwise follow every file the
  // browser tests' traces and the local D1 write, and keep a core busy while they run.
  server: { host: '127.0.0.1', cors: false, watch: isPreview ? null : undefined },
  // one deployment serves many domains: the local server answers any Host (it listens on 127.0.0.1
  // only), so an operator can try a domain with a hosts entry or `curl -H 'Host: …'`
  preview: { host: '127.0.0.1', allowedHosts: true, cors: false },
  environments: {
    // page scripts under /js/, styles under /css/ (hashed, immutable); other files under /assets/
    client: {
      build: {
        rolldownOptions: {
          output: {
            entryFileNames: 'js/[name]-[hash].js',
            chunkFileNames: 'js/[name]-[hash].js',
            // The site's own modules that two or more pages share travel as one chunk (with what they
            // import, React and React Router among it), not as a dozen files of a few hundred bytes
            // each: every file costs a request and compresses on its own (decision 017). Only modules a
            // page imports up front (`$initial`): what only on-demand chunks share stays out of every
            // page's first load (decision 049).
            codeSplitting: {
              groups: [{ name: 'shared', test: /[\\/]app[\\/](?!routes[\\/])/, minShareCount: 2, tags: ['$initial'] }],
            },
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
          },
        },
      },
    },
  },
}));
