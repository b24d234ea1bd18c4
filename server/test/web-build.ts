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
