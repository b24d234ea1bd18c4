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
