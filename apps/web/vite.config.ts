import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/crm': serverUrl,
      '/live': { target: serverUrl, ws: true },
    },
  },
});
