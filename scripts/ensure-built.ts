import { ensureServerBuilt } from './server-build.ts';

/**
 * Builds the web app and the server when they are missing or stale, as `npm start` does, without
 * starting anything: the end-to-end files then start their sites side by side, and none of them
 * builds while another reads the build.
 */
await import('./ensure-web-build.ts');
ensureServerBuilt();
