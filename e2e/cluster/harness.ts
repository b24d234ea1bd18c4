/// <reference path="../../server/test/s3rver.d.ts" />
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startRedisServer } from '../../server/test/redis-server.ts';
import { startS3Server } from '../../server/test/s3-server.ts';

/**
 * The whole cluster of issue 13 on this machine: PostgreSQL (already running), a throwaway
 * redis-server, s3rver, two server processes started as `npm start` starts them, and Debian's
 * nginx in front of both, round-robin. Everything listens on loopback ports picked free.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const postgresUrl =
  process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const keyPrefix = 'cluster:';

async function freePort(): Promise<number> {
  const { freePort: free } = await import('../../server/test/redis-server.ts');
  return free();
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  log: string[];
}

export async function startCluster(options: { processes?: number } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'studyhub-cluster-'));
  const database = `studyhub_cluster_${process.pid}`;
  await adminQuery(`drop database if exists ${database}`);
  await adminQuery(`create database ${database}`);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${database}`;

  const redis = await startRedisServer();
  const s3 = await startS3Server('studyhub-cluster');
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: keyPrefix,
    ...s3.env,
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_SECRET: 'cluster-test-sandbox-secret-0123456789abcdef',
  };

  const servers: ServerProcess[] = [];
  async function startServer(port: number, dataDir: string): Promise<ServerProcess> {
    // What `npm start` runs (`exec node scripts/start.ts`), so kill -9 reaches the server itself.
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = { port, child, log: [] as string[] };
    child.stdout?.on('data', (chunk) => server.log.push(String(chunk)));
    child.stderr?.on('data', (chunk) => server.log.push(String(chunk)));
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200,
      `the server on port ${port}`,
    );
    return server;
  }
  // The first migrates and seeds; the second finds it done.
  const ports: number[] = [];
  for (let n = 0; n < (options.processes ?? 2); n += 1) ports.push(await freePort());
  for (const [index, port] of ports.entries()) {
    const dataDir = path.join(work, `server-${index + 1}`);
    mkdirSync(dataDir);
    servers.push(await startServer(port, dataDir));
  }

  const nginxPort = await freePort();
  const prefix = path.join(work, 'nginx');
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${asRoot ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream studyhub {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    client_max_body_size 50m;
    location / {
      proxy_pass http://studyhub;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that refuses the connection (killed) is skipped; a request already sent is not
      # sent twice, since a purchase must not be made twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 1s;
      # Which process answered: the test checks that consecutive requests are spread.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const nginx = spawn(
    'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const site = `http://127.0.0.1:${nginxPort}`;
  await waitFor(async () => (await fetch(`${site}/api/ready`)).status === 200, 'nginx');

  const limits = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  return {
    site,
    servers,
    redis,
    s3,
    databaseUrl: databaseUrl.toString(),
    /** Forgets every rate-limit count, so one test's traffic does not limit the next. */
    async resetLimits() {
      if (limits.status !== 'ready') await limits.connect().catch(() => {});
      const keys = await limits.keys(`${keyPrefix}limit:*`);
      if (keys.length) await limits.del(...keys);
    },
    async stop() {
      limits.disconnect();
      nginx.kill('SIGTERM');
      for (const server of servers)
        if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await Promise.all(
        [nginx, ...servers.map((server) => server.child)].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) resolve();
              else child.once('exit', () => resolve());
            }),
        ),
      );
      await redis.stop();
      await s3.close();
      await adminQuery(`drop database if exists ${database}`).catch(() => {});
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Debian's nginx must be installed; says how if not. */
export function checkNginx(): void {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does this)');
  }
}
