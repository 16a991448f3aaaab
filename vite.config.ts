import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Connect, type Plugin } from 'vite';

/**
 * The local server turns a request path into a URL relative to its own address, so `//host/x` would
 * become another host (or no URL at all: a 500 before the Worker runs). The edge hands such a path to
 * the Worker as a path; locally it is made absolute first, so the Worker sees the same.
 */
function pathsAsSent(): Plugin {
  const absolute: Connect.NextHandleFunction = (req, _res, next) => {
    const path = req.originalUrl ?? req.url ?? '/';
    if (/^\/[\\/]/.test(path)) req.url = req.originalUrl = `http://${req.headers.host ?? '127.0.0.1'}${path}`;
    next();
  };
  return {
    name: 'carlog:paths-as-sent',
    configureServer: (server) => void server.middlewares.use(absolute),
    configurePreviewServer: (server) => void server.middlewares.use(absolute),
  };
}

export default defineConfig({
  plugins: [
    pathsAsSent(),
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      // the browser tests serve from their own local state, apart from the developer's
      persistState: process.env.CARLOG_STATE_DIR ? { path: process.env.CARLOG_STATE_DIR } : true,
      inspectorPort: process.env.CARLOG_INSPECTOR === 'off' ? false : undefined,
    }),
    reactRouter(),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { host: '127.0.0.1' },
  // one deployment serves many domains: the local server answers any Host (it listens on 127.0.0.1
  // only), so an operator can try a domain with a hosts entry or `curl -H 'Host: …'`
  preview: { host: '127.0.0.1', allowedHosts: true },
  environments: {
    // page scripts under /js/, styles under /css/ (hashed, immutable); other files under /assets/
    client: {
      build: {
        rolldownOptions: {
          output: {
            entryFileNames: 'js/[name]-[hash].js',
            chunkFileNames: 'js/[name]-[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
          },
        },
      },
    },
  },
});
