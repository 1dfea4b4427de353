import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 *   for the print preview, which shows the PDF the server rendered for it from memory
 *   (decisions/0044). No WebAssembly: the PDF renderer runs on the server only.
 */
function consolePolicy(isHttps: boolean, phoneWebsocketUrl?: string): Record<string, string[]> {
  const phoneOrigin = phoneWebsocketUrl ? new URL(phoneWebsocketUrl).origin : undefined;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
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
const filesHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      'frame-ancestors': ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' },
} satisfies HelmetOptions;

/** A header helmet sets (with its value) or removes (undefined). */
type HeaderChange = readonly [name: string, value: string | undefined];

/**
 * What helmet's middleware does to a response for `options`, recorded once. Every directive here
 * is a constant, so the headers are the same on every response; @fastify/helmet built the
 * middleware again on each request, parsing the whole policy (3–5 % of a small request's CPU,
 * decisions/0032).
 */
function headerChanges(options: HelmetOptions): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      changes.push([name, String(value)]);
    },
    removeHeader(name: string) {
      changes.push([name, undefined]);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) {
      throw error;
    }
  });
  return changes;
}

function apply(changes: readonly HeaderChange[], response: ServerResponse): void {
  for (const [name, value] of changes) {
    if (value === undefined) {
      response.removeHeader(name);
    } else {
      response.setHeader(name, value);
    }
  }
}

/**
 * Security headers on every response, the console's and the API's (helmet): the policy above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer (signed document links carry their
 * signature in the URL), and HSTS only when the deployment is HTTPS (COOKIE_SECURE).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean; phoneWebsocketUrl?: string },
): Promise<void> {
  const consoleOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: consolePolicy(options.isHttps, options.phoneWebsocketUrl),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.isHttps
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  } satisfies HelmetOptions;

  const consoleHeaders = headerChanges(consoleOptions);
  const filesHeaders = headerChanges({ ...consoleOptions, ...filesHelmet });
  app.addHook('onRequest', (request, reply, done) => {
    apply(
      request.routeOptions.url?.startsWith('/files/') ? filesHeaders : consoleHeaders,
      reply.raw,
    );
    done();
  });
}
