import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build-report/bundle-report.ts';
import { compileMessages } from './vite-plugins/compile-messages.ts';
import { precompress } from './vite-plugins/precompress.ts';

// The API (apps/api) listens on :3000 and also serves uploaded files under /media/.
const apiOrigin = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

/**
 * Two builds (`npm run build`): the browser's app in dist/, and with `--ssr` the storefront's server
 * drawing (src/entry-server.tsx) in dist-server/, which the API imports. The server build carries its
 * packages inside it, so the API's production image needs no web packages installed.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: import.meta.dirname,
        plugins: [compileMessages(), react()],
        ssr: { noExternal: true },
        // The packages inside it (React above all) take their production code whatever NODE_ENV says.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
      }
    : {
        root: import.meta.dirname,
        plugins: [compileMessages(), react(), tailwindcss(), precompress(), bundleReport()],
        server: { port: 5173, proxy },
        preview: { port: 4173, proxy },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          // Read by build-report/ to weigh each page's first load.
          manifest: true,
        },
      },
);
