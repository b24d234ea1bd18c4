import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from './app.ts';

interface Line {
  level: number;
  msg: string;
  [field: string]: unknown;
}

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with its log at `level`, read back line by line as an operator would. */
async function appLoggingAt(level: string) {
  const lines: Line[] = [];
  app = await createTestApp({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  const requestLines = () =>
    lines
      .filter((line) => line.msg === 'request completed' || line.msg === 'request errored')
      .map(({ method, url, statusCode, level }) => ({ method, url, statusCode, level }));
  return { app, lines, requestLines };
}

const info = 30;
const debug = 20;

async function browseAndFail(app: App) {
  expect((await app.inject('/api/notes')).statusCode).toBe(200);
  expect((await app.inject('/api/notes/no-such-note')).statusCode).toBe(404);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'not-the-password' },
  });
  expect(login.statusCode).toBe(401);
}

describe('the request log', () => {
  it('at info, has a line for every write, refusal and failure, and none for ordinary reads', async () => {
    const { app, lines, requestLines } = await appLoggingAt('info');
    await browseAndFail(app);
    expect(requestLines()).toEqual([
      { method: 'GET', url: '/api/notes/no-such-note', statusCode: 404, level: info },
      { method: 'POST', url: '/api/auth/login', statusCode: 401, level: info },
    ]);
    // Each line says who asked and how long the answer took, with the id the client was sent.
    const login = lines.find((line) => line.url === '/api/auth/login');
    expect(login).toMatchObject({
      ip: '127.0.0.1',
      reqId: expect.any(String),
      responseTime: expect.any(Number),
    });
  });

  it('at debug, has a line for every request, ordinary reads at debug', async () => {
    const { app, requestLines } = await appLoggingAt('debug');
    await browseAndFail(app);
    expect(requestLines()).toEqual([
      { method: 'GET', url: '/api/notes', statusCode: 200, level: debug },
      { method: 'GET', url: '/api/notes/no-such-note', statusCode: 404, level: info },
      { method: 'POST', url: '/api/auth/login', statusCode: 401, level: info },
    ]);
  });
});
