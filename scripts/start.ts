import { pathToFileURL } from 'node:url';
import { builtServerMain, ensureServerBuilt, serverNodeFlags } from './server-build.ts';

/**
 * `npm start`: build the web app if it is missing or stale, then the server likewise, then
 * become the built server: the same process (the same pid) runs it, with its Node flags, and
 * without this script's TypeScript stripping in memory. One process, not `a && b` under a
 * shell, so the SIGTERM a process manager sends to npm reaches the server and it shuts down
 * cleanly instead of being left listening.
 */
await import('./ensure-web-build.ts');
ensureServerBuilt();
if (process.execve) {
  process.execve(
    process.execPath,
    [process.execPath, ...serverNodeFlags, builtServerMain, ...process.argv.slice(2)],
    process.env,
  );
} else {
  // No execve on this platform (Windows): the built server runs in this process as it is.
  await import(pathToFileURL(builtServerMain).href);
}
