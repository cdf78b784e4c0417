import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards the API and the origin routes to the Footfall server, so the SPA and
// the server look like one site, as they are in production.
const SERVER = 'http://127.0.0.1:8080';
const PROXIED_PATHS = ['/api', '/login', '/sign-up', '/report', '/upload', '/invite-user'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      PROXIED_PATHS.map((path) => [
        path,
        {
          target: SERVER,
          changeOrigin: false,
          // /login and /sign-up are also SPA routes: a browser navigation (GET for HTML) stays
          // with Vite, only the API calls (POST) go to the server.
          bypass: (request) =>
            request.method === 'GET' && request.headers.accept?.includes('text/html')
              ? '/index.html'
              : undefined,
        },
      ]),
    ),
  },
});
