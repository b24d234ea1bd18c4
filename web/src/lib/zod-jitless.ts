import { config } from 'zod/v4';

/**
 * Zod as the browser gets it: every `import … from 'zod'` of the app and the contract resolves to
 * this module in the browser's build and in the tests (vite.config.ts; the server's render build
 * keeps zod as it is).
 *
 * Zod compiles a fast parser with `new Function` the first time an object schema parses, and
 * probes for it when a schema is built. The site's Content-Security-Policy allows no eval, so in
 * the browser that is a blocked eval and a reported violation. Jitless mode, zod's documented
 * `z.config({ jitless: true })`, skips both. It is set here, after zod has loaded and before any
 * module that imports zod builds a schema (modules run after what they import): only the lazily
 * loaded screens with forms load zod, so the first load carries none of it (decision 0036).
 * zod-jitless.test.ts checks the contract's schemas build and parse without eval.
 */
config({ jitless: true });

export * from 'zod/v4';
