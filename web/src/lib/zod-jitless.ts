/**
 * Zod compiles a fast parser with `new Function` the first time an object schema parses, and
 * probes for it when a schema is built. The site's Content-Security-Policy allows no eval, so in
 * the browser that is a blocked eval and a reported violation. Jitless mode skips both; it must
 * be set before any schema module runs, so start.tsx imports this first (decision 0036).
 *
 * Zod keeps its settings in this global (`globalConfig` in zod/v4/core, what `z.config()` writes)
 * and keeps an object it finds there. Setting it here, rather than calling `z.config()`, keeps
 * zod's core out of the first load: only the lazily loaded screens with forms load zod.
 * zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
