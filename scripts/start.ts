import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`: build the web app if it is missing or stale, then run the server in this same
 * process. One process, not `a && b` under a shell, so the SIGTERM a process manager sends to
 * npm reaches the server and it shuts down cleanly instead of being left listening.
 */
await import('./ensure-web-build.ts');
await import(pathToFileURL(path.resolve(import.meta.dirname, '../server/src/main.ts')).href);
