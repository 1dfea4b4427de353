// The console's Content-Security-Policy has no 'unsafe-eval'. Zod compiles a fast object parser
// with `new Function` when it may, and probes for that when each object schema is built: the probe
// is caught, but the browser still reports it as a violation. Jitless mode skips the probe, and it
// must be set before any schema exists. Vite resolves every `zod` import of the console (and of the
// domain package it bundles) to this module (vite.config.ts), so ES module order runs the setting
// before the first module that builds a schema, whichever chunk that module lands in.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
