import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { screenMessagesByLocale } from './screenMessagesPlugin';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
  '@schema/': fileURLToPath(new URL('./schema/', import.meta.url)),
};

/** The portal and MSAL's redirect bridge page, built into dist/ which the embedded server serves. */
export default defineConfig({
  plugins: [
    react(),
    screenMessagesByLocale(),
    // The server sends these by content negotiation (`preCompressed`), so no request pays for compression.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle.ts reads which chunks each page needs.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        bridge: fileURLToPath(new URL('./redirect-bridge.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: everything but the portal's own modules goes to the server on 8080, which believes it is at 5173
    // (PUBLIC_URL), so sign-in redirects and the hubs' addresses stay on this origin.
    proxy: Object.fromEntries(
      ['/api/', '/oidc/', '/auth/', '/config.json', '/healthz', '/hubs/'].map((path) => [
        path,
        // The server's sign-in answers with addresses of the host the browser asked (koa's ctx.host).
        { target: 'http://localhost:8080', changeOrigin: false, ws: path === '/hubs/' },
      ]),
    ),
  },
});
