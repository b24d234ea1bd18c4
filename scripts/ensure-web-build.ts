import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs this first: it builds the web app when there is no build yet, or when a
 * source file is newer than the build, so a fresh clone and an edited checkout both just work.
 */
const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web/dist/index.html');
// The server's renderer comes from the same build; a build from before it existed is rebuilt.
const builtRenderer = path.join(root, 'web/dist/ssr/entry-server.js');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

if (process.env.WEB_DIST_DIR) {
  // The operator serves a build made elsewhere; web/dist is not what will be served.
  console.log(`Serving the web app built in ${process.env.WEB_DIST_DIR}.`);
} else {
  ensureBuilt();
}

function ensureBuilt() {
  const builtAt =
    existsSync(builtIndex) && existsSync(builtRenderer) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

  if (builtAt >= changedAt) {
    console.log('The web app is built and up to date.');
  } else {
    console.log(builtAt ? 'Web sources changed; rebuilding the web app…' : 'Building the web app…');
    const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('Building the web app failed; see the output above.');
      process.exit(result.status ?? 1);
    }
  }
}
