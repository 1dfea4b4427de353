import { config } from 'zod';

// The console's Content-Security-Policy has no 'unsafe-eval'. Zod compiles a fast object parser with
// `new Function` when it may, and probes for that when the first object schema is built: the probe
// is caught, but the browser still reports it as a violation. Jitless mode skips the probe; it must
// run before any schema exists, so main.tsx imports this module first.
config({ jitless: true });
