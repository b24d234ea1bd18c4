import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './harness.ts';

/**
 * `npm run bench:cluster`: the figures of `npm run bench`, measured through nginx in front of one
 * process and then two, on PostgreSQL, Redis and s3rver (README, Running at scale).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

for (const processes of [1, 2]) {
  const cluster = await startCluster({ processes });
  try {
    console.log(`\n== nginx in front of ${processes} process${processes > 1 ? 'es' : ''}`);
    const child = spawn(process.execPath, ['server/bench/run.ts'], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_URL: cluster.site },
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`the bench failed with exit code ${code}`);
  } finally {
    await cluster.stop();
  }
}
