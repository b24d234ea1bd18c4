import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The production build of the server (decision 38): server/src/main.ts and the contract bundled
 * into plain JavaScript in server/dist, so the running server strips no TypeScript (Node's type
 * stripping keeps its WebAssembly compiler in memory for the life of the process). The server's
 * npm dependencies are not bundled: Node loads them from node_modules as before, and an import of
 * one made at first use (pdfkit, sharp, nodemailer, the AWS SDK, pg) still happens at first use.
 * Dynamic imports of the server's own files become chunks loaded the same way; an import whose
 * path is computed at run time is left as it is.
 */
const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'server/dist');

/** What `npm start` runs, and what `npm run bench` measures. */
export const builtServerMain = path.join(outdir, 'main.js');

/**
 * The Node flags the built server runs with. V8's young generation otherwise grows to 64 MiB
 * per semi-space under load; 2 MiB ones are collected more often, each time quickly, since little
 * of a request outlives it (decision 38 has the figures).
 */
export const serverNodeFlags = ['--max-semi-space-size=2'];

const sources = ['server/src', 'contract/src', 'server/package.json', 'scripts/server-build.ts'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

export function buildServer(): void {
  const manifest = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  // Every npm package stays external (subpaths too); only the workspace's contract is bundled.
  const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@studyhub/'),
  );
  const { outputFiles } = buildSync({
    absWorkingDir: root,
    entryPoints: ['server/src/main.ts'],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    chunkNames: 'chunks/[name]-[hash]',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Each file is replaced whole (written aside, then renamed over), main.js last, and nothing is
  // deleted: a server already running from this folder still finds the chunks it loads at first
  // use, and two starts building at once never read each other's half-written file.
  const entryLast = [...outputFiles].sort(
    (a, b) => Number(a.path === builtServerMain) - Number(b.path === builtServerMain),
  );
  for (const file of entryLast) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
}

/** Builds the server when there is no build yet or a source is newer than it. */
export function ensureServerBuilt(): void {
  const builtAt = existsSync(builtServerMain) ? statSync(builtServerMain).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= changedAt) {
    console.log('The server is built and up to date.');
    return;
  }
  console.log(builtAt ? 'Server sources changed; rebuilding the server…' : 'Building the server…');
  buildServer();
}
