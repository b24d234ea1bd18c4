import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Precompresses the build once so the server never compresses on a request. */
// The build folder: web/dist, or another one given as the first argument.
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this size the compressed copy saves less than the extra headers cost.
const minBytes = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/ssr is the server's render code (never sent to a browser), not the site's files.
    if (entry.isDirectory() && full !== path.join(dist, 'ssr')) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let written = 0;
for (const file of files(dist)) {
  if (!compressible.test(file) || statSync(file).size < minBytes) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`compressed ${written} files (brotli and gzip)`);
