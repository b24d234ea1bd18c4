import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** A stand-in for `web/dist` with one hashed asset and precompressed copies. */
export function makeWebBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'studyhub-web-'));
  mkdirSync(path.join(root, 'assets'));
  const html =
    '<!doctype html><html><head><title>StudyHub</title></head><body><div id="root"></div></body></html>';
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(root, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(path.join(root, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
  return root;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The web app's real server renderer (`vite build --ssr`, as `npm run build` makes it) in a
 * directory of its own, for tests of what the server sends for the pages: each route's head,
 * status and data come from the web's route table (decision 47), so a stand-in would test
 * nothing. Takes a few seconds; call it once per file, in `beforeAll`.
 */
export function buildWebRenderer(): string {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'studyhub-renderer-')), 'ssr');
  const vite = path.join(repoRoot, 'node_modules/.bin/vite');
  const built = spawnSync(
    vite,
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'error'],
    { cwd: path.join(repoRoot, 'web'), encoding: 'utf8' },
  );
  if (built.status !== 0) {
    throw new Error(`vite build --ssr failed: ${built.stderr || built.stdout || built.error}`);
  }
  return outDir;
}
