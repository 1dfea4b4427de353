import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy. The built console is one module script and its CSS files,
 * all from this origin; nothing inline runs.
 *
 * - `style-src-elem` allows 'unsafe-inline' because Ant Design's CSS-in-JS writes `<style>`
 *   elements at run time whose text depends on the theme and on the components on screen, so no
 *   hash can list them; a nonce would need index.html rendered per request and threaded through
 *   every rc-component. Styles cannot run code, and scripts stay 'self' only.
 * - `style-src-attr 'none'`: React and antd set element styles through the CSSOM (`style.x = …`),
 *   which CSP does not govern; only `style="…"` in markup would be refused.
 * - No 'unsafe-eval': the console puts zod in jitless mode (apps/web/src/lib/zod-jitless.ts).
 * - `img-src data:` for the small SVGs that stylesheets inline as data URLs.
 * - `connect-src 'self'` covers the API and the `/live` websocket (ws:/wss: on this host and port
 *   match 'self' in CSP Level 3 browsers); the phone exchange's WebSocket origin is added, since
 *   it listens on its own port or host (decisions/0024).
 * - `frame-src 'self'` for the document viewer's PDF frame (a signed `/files/` link), and `blob:`
 *   for the print preview, which shows the PDF the console rendered in memory (decisions/0009).
 * - `'wasm-unsafe-eval'`: the print preview's PDF renderer lays pages out with a WebAssembly
 *   module (yoga). It allows compiling WebAssembly only; JavaScript eval stays refused.
 */
function consolePolicy(isHttps: boolean, phoneWebsocketUrl?: string): Record<string, string[]> {
  const phoneOrigin = phoneWebsocketUrl ? new URL(phoneWebsocketUrl).origin : undefined;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    // What browsers without the -elem/-attr directives (before Firefox 108, Safari 15.4) apply.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(phoneOrigin ? [phoneOrigin] : [])],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain HTTP (a shop's LAN address) upgrading would break every request.
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Uploaded documents are shown inside the console's viewer, so they may be framed by this origin
 * only. Their policy sets nothing else: Chromium's PDF viewer is an embedded plugin that a
 * `default-src`/`object-src` of 'none' on the PDF response itself would block.
 */
const filesHelmet: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': fastifyHelmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      'frame-ancestors': ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' },
};

/**
 * Security headers on every response, the console's and the API's (helmet): the policy above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer (signed document links carry their
 * signature in the URL), and HSTS only when the deployment is HTTPS (COOKIE_SECURE).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean; phoneWebsocketUrl?: string },
): Promise<void> {
  // Added before helmet's own onRoute hook, which turns `route.helmet` into the route's settings.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/files/')) {
      route.helmet = filesHelmet;
    }
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: consolePolicy(options.isHttps, options.phoneWebsocketUrl),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.isHttps
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  });
}
