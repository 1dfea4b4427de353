import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Every `zod` import goes through the module that turns zod's JIT off first (CSP, no eval).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Every browser the console supports has modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // @rc-component/form and /input do not declare `sideEffects: false` although their modules
        // have none; without the hint a page that merely shows an antd input also ships the whole
        // form engine and the text area.
        moduleSideEffects: [{ test: /@rc-component\/(form|input)\//, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/crm': serverUrl,
      '/live': { target: serverUrl, ws: true },
    },
  },
});
