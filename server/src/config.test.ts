import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
    });
  });

  it.each([
    ['PORT', 'three thousand'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reads PostgreSQL from DATABASE_URL and treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', PORT: '' });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(config.port).toBe(3000);
  });
});

describe('loadConfig: timeouts and connections per address', () => {
  it('defaults to values that let a slow phone finish and cut a stalled one off', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
      socketIdleTimeoutMs: 60_000,
      maxPerAddress: 128,
    });
  });

  it.each([
    ['HEADERS_TIMEOUT_MS', 'soon', 'must be a number of milliseconds, such as 15000'],
    ['REQUEST_TIMEOUT_MS', '2.5', 'must be a whole number of milliseconds'],
    ['KEEP_ALIVE_TIMEOUT_MS', '0', 'must be at least 100 milliseconds'],
    ['SOCKET_IDLE_TIMEOUT_MS', '-1', 'must be at least 100 milliseconds'],
    [
      'MAX_CONNECTIONS_PER_ADDRESS',
      'many',
      'must be a whole number: 0 for no limit, or at least 1',
    ],
    ['MAX_CONNECTIONS_PER_ADDRESS', '-5', 'must be a whole number: 0 for no limit, or at least 1'],
  ])('stops on %s=%s with a message that names it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });

  it('stops when the headers may take longer than the whole request', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS (20000) must not be more than REQUEST_TIMEOUT_MS (10000)',
    );
  });

  it('reads 0 connections per address as no limit', () => {
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.maxPerAddress).toBe(0);
  });
});
