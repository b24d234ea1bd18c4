import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from './app.ts';

/**
 * Issue 9.5 against a real listening server: slow and idle clients are cut off, one address
 * cannot hold every socket, and the site keeps answering meanwhile.
 */
let app: App | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

/** Small timeouts so the attacks end in a second or two; the idle timeout is kept long. */
const quickTimeouts = {
  HEADERS_TIMEOUT_MS: '1000',
  REQUEST_TIMEOUT_MS: '1500',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  SOCKET_IDLE_TIMEOUT_MS: '10000',
};

async function listening(env: Record<string, string>, seed = false) {
  app = await createTestApp({ env, ...(seed ? { seedDemoAs: 'development' as const } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

/** A raw client socket, connected; `closed` settles when the server ends it. */
async function openSocket(port: number, localAddress = '127.0.0.1') {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  // A reset from the server is one way of being closed; only 'close' matters here.
  socket.on('error', () => {});
  // Read whatever comes (a 408, say), so the server's end of the stream is seen.
  socket.resume();
  const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
  await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), closed]);
  return { socket, closed };
}

/** GET over a new connection from `localAddress`: the status, or the error that ended it. */
function request(port: number, url: string, localAddress = '127.0.0.1') {
  return new Promise<number | string>((resolve) => {
    get({ host: '127.0.0.1', port, path: url, localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients', () => {
  it('closes 50 sockets sending one header byte a second, and health answers throughout', async () => {
    const port = await listening(quickTimeouts);
    const slow = await Promise.all(Array.from({ length: 50 }, () => openSocket(port)));
    // Headers that never end: a request line, then one more byte of a header each second.
    const header = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
    let sent = 0;
    const dribble = setInterval(() => {
      const byte = sent < header.length ? (header[sent] ?? 'a') : 'a';
      sent += 1;
      for (const { socket } of slow) if (socket.writable) socket.write(byte);
    }, 1000);
    try {
      expect(await request(port, '/api/health')).toBe(200);
      const closed = await Promise.all(slow.map((socket) => socket.closed));
      expect(closed).toEqual(Array(50).fill(true));
      expect(await request(port, '/api/health')).toBe(200);
    } finally {
      clearInterval(dribble);
    }
  });

  it('closes a socket that connects and never sends a byte within the header timeout', async () => {
    const port = await listening(quickTimeouts);
    const opened = performance.now();
    const silent = await openSocket(port);
    expect(await silent.closed).toBe(true);
    // On the header timeout's clock (1 s) from its first moment, not the idle timeout's (10 s).
    expect(performance.now() - opened).toBeLessThan(5000);
    expect(await request(port, '/api/health')).toBe(200);
  });

  it('closes a socket silent between kept-alive requests within the header timeout', async () => {
    const port = await listening({ ...quickTimeouts, KEEP_ALIVE_TIMEOUT_MS: '10000' });
    const { socket, closed } = await openSocket(port);
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const answered = performance.now();
    expect(await closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    // The next request's first byte is due within the header timeout (1 s), however long
    // KEEP_ALIVE_TIMEOUT_MS would keep an idle socket.
    expect(performance.now() - answered).toBeLessThan(5000);
  });

  it('closes a kept-alive socket left idle after its response', async () => {
    const port = await listening(quickTimeouts);
    const { socket, closed } = await openSocket(port);
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(await closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain('"status":"ok"');
  });

  it('lets a slow download run past the request timeout', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-test-'));
    const port = await listening({ ...quickTimeouts, DATA_DIR: dataDir }, true);
    // Larger than what loopback buffers hold, so the server is still sending when it pauses.
    const previews = path.join(dataDir, 'files/previews');
    const preview = readdirSync(previews).find((file) => file.startsWith('note-')) ?? '';
    const size = 32 * 1024 * 1024;
    writeFileSync(path.join(previews, preview), Buffer.alloc(size, 0x25));
    const url = `/api/notes/${preview.slice('note-'.length, -'.pdf'.length)}/preview`;

    const received = await new Promise<{ status: number; bytes: number; complete: boolean }>(
      (resolve, reject) => {
        get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
          // A phone that stops reading for longer than the header and request timeouts.
          response.pause();
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, bytes, complete: response.complete }),
          );
          response.on('error', reject);
          delay(2500).then(() => response.resume());
        }).on('error', reject);
      },
    );
    expect(received).toEqual({ status: 200, bytes: size, complete: true });
  });
});

describe('connections per address', () => {
  const capped = { MAX_CONNECTIONS_PER_ADDRESS: '5', HEADERS_TIMEOUT_MS: '20000' };

  it('closes the sockets over the cap and leaves other addresses and held sockets served', async () => {
    const port = await listening(capped);
    const held = await Promise.all(Array.from({ length: 5 }, () => openSocket(port)));
    const extra = await Promise.all(Array.from({ length: 3 }, () => openSocket(port)));

    expect(await Promise.all(extra.map((socket) => socket.closed))).toEqual([true, true, true]);
    expect(await request(port, '/api/health', '127.0.0.1')).toBe('ECONNRESET');
    expect(await request(port, '/api/health', '127.0.0.2')).toBe(200);

    // The sockets under the cap are still served; each asks to be closed after its answer.
    const answers = held.map(async ({ socket, closed }) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += String(chunk);
      });
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await closed;
      return text.split('\r\n')[0];
    });
    expect(await Promise.all(answers)).toEqual(Array(5).fill('HTTP/1.1 200 OK'));
    expect(await request(port, '/api/health', '127.0.0.1')).toBe(200);
  });
});
