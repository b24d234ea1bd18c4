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

describe('production configuration', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://studyhub.example.in' };
  const razorpayKeys = {
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  };

  it('refuses to start without Razorpay keys or an explicit sandbox, naming what to set', () => {
    const start = () => loadConfig(production);
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/RAZORPAY_KEY_ID/);
    expect(start).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(start).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(start).toThrow(/PAYMENT_PROVIDER=sandbox/);
  });

  it('takes real payments when the keys are set', () => {
    expect(loadConfig({ ...production, ...razorpayKeys }).payments.provider).toBe('razorpay');
  });

  it('runs the sandbox only when it is chosen explicitly', () => {
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('requires PUBLIC_URL, since links in certificates and previews are built from it', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', ...razorpayKeys });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PUBLIC_URL/);
  });

  it('keeps the sandbox as the default for development', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [{}, false],
    [{ TRUST_PROXY: 'false' }, false],
    [{ TRUST_PROXY: '0' }, false],
    [{ TRUST_PROXY: '1' }, 1],
    [{ TRUST_PROXY: '2' }, 2],
    [{ TRUST_PROXY: '10.0.0.2' }, ['10.0.0.2']],
    [{ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }, ['10.0.0.0/8', '127.0.0.1', '::1']],
    [{ TRUST_PROXY: 'loopback, fd00::/8' }, ['loopback', 'fd00::/8']],
  ])('reads %j', (env, trustProxy) => {
    expect(loadConfig(env).trustProxy).toEqual(trustProxy);
  });

  it('refuses true and says to give the number of proxies instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true lets any client choose its own address.*set it to 1 behind one nginx/s,
    );
  });

  it.each(['-1', '1.5', 'yes', '10.0.0.0/33', '300.1.2.3', '10.0.0.1,', 'nginx'])(
    'refuses %j and names TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/\bTRUST_PROXY\b/);
    },
  );
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

  it('caps no socket address behind a trusted proxy, unless told to', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.maxPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).connections
        .maxPerAddress,
    ).toBe(500);
  });

  it('reads 0 connections per address as no limit', () => {
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.maxPerAddress).toBe(0);
  });
});

describe('loadConfig: many processes (decision 32)', () => {
  it('shares nothing unless asked: no Redis, files in DATA_DIR', () => {
    const config = loadConfig({});
    expect(config.redis).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('reads Redis and a bucket, with a one-minute download address by default', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://10.0.0.5:6379/2',
      S3_BUCKET: 'studyhub-files',
      S3_REGION: 'ap-south-1',
    });
    expect(config.redis).toEqual({ url: 'redis://10.0.0.5:6379/2', keyPrefix: 'studyhub:' });
    expect(config.s3).toMatchObject({
      bucket: 'studyhub-files',
      region: 'ap-south-1',
      downloads: 'stream',
      downloadUrlTtlSeconds: 60,
      forcePathStyle: false,
    });
  });

  it('names what is wrong with the new settings', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://redis' })).toThrow(
      /REDIS_URL: must be a redis:\/\//,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set when S3_ENDPOINT is/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /set both, or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', DOWNLOAD_URL_TTL_SECONDS: '0' })).toThrow(
      /DOWNLOAD_URL_TTL_SECONDS: must be at least 1 second/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_DOWNLOADS: 'proxy' })).toThrow(
      /S3_DOWNLOADS: must be stream or redirect/,
    );
  });
});
