import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStaticStyles } from './scripts/antd-static-styles.ts';
import { shellChunk } from './scripts/shell-chunk.ts';

/**
 * @rc-component/form and /input do not declare `sideEffects: false` although their modules have
 * none; without the hint a page that merely shows an antd input also ships the whole form engine
 * and the text area.
 */
const sideEffectFree = /@rc-component[\\/](form|input)[\\/]/;

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * The build's antd stylesheet (scripts/antd-static-styles.ts), linked first in the page's head:
 * before the console's own CSS, where cssinjs puts the styles it generates, so the same rules win.
 */
function antdStylesheet(): Plugin {
  return {
    name: 'pawndesk-antd-stylesheet',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'asset',
        name: 'antd.css',
        source: antdStaticStyles(fileURLToPath(new URL('./src', import.meta.url))),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes('antd.css'),
        );
        if (!asset || !html.includes('<title>')) {
          throw new Error('the antd stylesheet was not emitted, or the page has no <title>');
        }
        // After the meta tags, before the scripts and the console's own stylesheet.
        return html.replace(
          '<title>',
          `<link rel="stylesheet" href="/${asset.fileName}" />\n    <title>`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), antdStylesheet()],
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
      treeshake: { moduleSideEffects: [{ test: sideEffectFree, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [shellChunk(fileURLToPath(new URL('./src', import.meta.url)), sideEffectFree)],
        },
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
