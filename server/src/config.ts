import { availableParallelism } from 'node:os';
import path from 'node:path';
import { site } from '@studyhub/contract/site';
import { z } from 'zod';
import { type TrustProxy, trustProxySetting } from './lib/trust-proxy.ts';
import { repoRoot } from './paths.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds, such as 15000' })
  .int('must be a whole number of milliseconds')
  .min(100, 'must be at least 100 milliseconds');

/** State code, PAN, entity number, Z, check character (CBIC's GSTIN format). */
const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number from 0 to 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://example.in' }).optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'razorpay'], { error: 'must be sandbox or razorpay' })
    .optional(),
  SANDBOX_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (a random string, the same on every server)')
    .optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_BASE: z
    .url({ error: 'must be an absolute URL' })
    .default('https://api.razorpay.com/v1'),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465',
    })
    .optional(),
  SUPPORT_EMAIL: z
    .email({ error: 'must be an email address such as support@example.in' })
    .default('support@studyhub.example'),
  GOVERNING_LAW_LOCATION: z
    .string()
    .trim()
    .min(2, 'must name a place, such as Bengaluru, Karnataka, India')
    .max(120, 'must be at most 120 characters')
    .default('Bengaluru, Karnataka, India'),
  SELLER_NAME: z
    .string()
    .trim()
    .min(2, 'must be the legal name printed on receipts, such as StudyHub Learning Pvt. Ltd.')
    .max(120, 'must be at most 120 characters')
    .default(site.office.company),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(10, 'must be the postal address printed on receipts, on one line')
    .max(300, 'must be at most 300 characters')
    .default(site.office.lines.join(', ')),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(gstinPattern, 'must be a 15-character GSTIN such as 29ABCDE1234F1Z5')
    .optional(),
  HEADERS_TIMEOUT_MS: milliseconds.default(15_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(10_000),
  SOCKET_IDLE_TIMEOUT_MS: milliseconds.default(60_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be up to 64 letters, digits, or _ . : -')
    .default('studyhub:'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as studyhub-files')
    .optional(),
  S3_ENDPOINT: z
    .url({ error: 'must be an absolute URL such as https://s3.ap-south-1.amazonaws.com' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_DOWNLOADS: z
    .enum(['stream', 'redirect'], { error: 'must be stream or redirect' })
    .default('stream'),
  DOWNLOAD_URL_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds, such as 60' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(3600, 'must be at most 3600 seconds (an hour)')
    .default(60),
  BACKGROUND_WORK_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds, such as 60' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5 seconds')
    .max(3600, 'must be at most 3600 seconds (an hour)')
    .default(60),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number: 0 for no limit, or at least 1' })
    .int('must be a whole number: 0 for no limit, or at least 1')
    .min(0, 'must be a whole number: 0 for no limit, or at least 1')
    .optional(),
  PASSWORD_HASH_WORKERS: z.coerce
    .number({ error: 'must be a whole number of threads, such as 2' })
    .int('must be a whole number of threads, such as 2')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .optional(),
  // A college NAT's busiest minute, with room to spare (decision 55).
  PAGE_RENDERS_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number: 0 for no limit, or at least 1' })
    .int('must be a whole number: 0 for no limit, or at least 1')
    .min(0, 'must be a whole number: 0 for no limit, or at least 1')
    .default(300),
});

/** A browser opens up to 6 connections to a site; 128 lets ~20 share one college NAT at once. */
const directConnectionsPerAddress = 128;

export type PaymentConfig =
  | {
      provider: 'sandbox';
      /** Signs the sandbox's confirmations; unset, one is made once and kept in the database. */
      secret: string | undefined;
    }
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      apiBase: string;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Stored files (PDFs, zips, images) live here, inside DATA_DIR. */
  filesDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  publicUrl: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  webDistDir: string;
  payments: PaymentConfig;
  /** Where contact and refund notifications are sent from; unset means they are only logged. */
  smtpUrl: string | undefined;
  /** The team's inbox: shown on the site and the recipient of notifications. */
  supportEmail: string;
  /** The courts named in section 11 of the terms. */
  governingLawLocation: string;
  /** Who receipts name as the seller; a GSTIN makes them tax invoices (docs/decisions/0026). */
  seller: SellerConfig;
  connections: ConnectionLimits;
  /** Shared counters and cache invalidation across processes; unset, all stays in this process. */
  redis: RedisConfig | undefined;
  /** How often each process tries to run the background work (decision 32). */
  backgroundWorkIntervalMs: number;
  /** Password hashes run at once, each on a worker thread (decision 53): the machine's cores. */
  passwordHashWorkers: number;
  /** Pages one client address may have rendered a minute, kept pages not counted; 0 for no limit. */
  pageRendersPerMinute: number;
  /** Stored files in an S3-compatible bucket; unset, they live under DATA_DIR/files. */
  s3: S3Config | undefined;
};

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** `stream`: the server passes the object on; `redirect`: to a presigned address. */
  downloads: 'stream' | 'redirect';
  downloadUrlTtlSeconds: number;
}

export interface RedisConfig {
  url: string;
  /** Put before every key and channel, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
}

export interface SellerConfig {
  name: string;
  address: string;
  gstin: string | undefined;
}

/** How long a client may take, and how many sockets one address may hold (decision 18). */
export interface ConnectionLimits {
  /** To send the request line and headers. */
  headersTimeoutMs: number;
  /** To send the whole request, body included; sending the response is not counted. */
  requestTimeoutMs: number;
  /** A kept-alive socket with no request in flight is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no bytes moving either way is closed after this. */
  socketIdleTimeoutMs: number;
  /** Open sockets per remote address; 0 for no limit. */
  maxPerAddress: number;
}

export class ConfigError extends Error {}

/** Reads and checks every environment variable once; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && !value.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: must be set in production to the address students use, such as https://studyhub.example.in (certificate links, link previews and the sitemap are built from it)',
    );
  }
  const payments = paymentConfig(value);
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: value.DATABASE_URL,
    seedDemo: value.SEED_DEMO,
    logLevel: value.LOG_LEVEL,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    trustProxy: value.TRUST_PROXY,
    webDistDir: value.WEB_DIST_DIR
      ? path.resolve(value.WEB_DIST_DIR)
      : path.join(repoRoot, 'web/dist'),
    payments,
    smtpUrl: value.SMTP_URL,
    supportEmail: value.SUPPORT_EMAIL,
    governingLawLocation: value.GOVERNING_LAW_LOCATION,
    seller: { name: value.SELLER_NAME, address: value.SELLER_ADDRESS, gstin: value.SELLER_GSTIN },
    connections: connectionLimits(value),
    redis: value.REDIS_URL
      ? { url: value.REDIS_URL, keyPrefix: value.REDIS_KEY_PREFIX }
      : undefined,
    s3: s3Config(value),
    backgroundWorkIntervalMs: value.BACKGROUND_WORK_INTERVAL_SECONDS * 1000,
    passwordHashWorkers: value.PASSWORD_HASH_WORKERS ?? availableParallelism(),
    pageRendersPerMinute: value.PAGE_RENDERS_PER_MINUTE,
  };
}

function s3Config(value: z.infer<typeof envSchema>): S3Config | undefined {
  if (!value.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => value[name],
    );
    if (stray.length) {
      throw new ConfigError(
        `Invalid configuration:\n  S3_BUCKET: must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} (files would otherwise quietly stay in DATA_DIR)`,
      );
    }
    return undefined;
  }
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (to use the machine's own AWS credentials)",
    );
  }
  return {
    bucket: value.S3_BUCKET,
    endpoint: value.S3_ENDPOINT,
    region: value.S3_REGION,
    accessKeyId: value.S3_ACCESS_KEY_ID,
    secretAccessKey: value.S3_SECRET_ACCESS_KEY,
    forcePathStyle: value.S3_FORCE_PATH_STYLE,
    downloads: value.S3_DOWNLOADS,
    downloadUrlTtlSeconds: value.DOWNLOAD_URL_TTL_SECONDS,
  };
}

function connectionLimits(value: z.infer<typeof envSchema>): ConnectionLimits {
  if (value.HEADERS_TIMEOUT_MS > value.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  HEADERS_TIMEOUT_MS (${value.HEADERS_TIMEOUT_MS}) must not be more than REQUEST_TIMEOUT_MS (${value.REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    );
  }
  return {
    headersTimeoutMs: value.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_MS,
    socketIdleTimeoutMs: value.SOCKET_IDLE_TIMEOUT_MS,
    // Behind a trusted proxy every socket comes from the proxy, so a cap per socket address would
    // cap the whole site; the proxy limits its clients instead (README, Behind nginx).
    maxPerAddress:
      value.MAX_CONNECTIONS_PER_ADDRESS ??
      (value.TRUST_PROXY === false ? directConnectionsPerAddress : 0),
  };
}

/**
 * Razorpay when asked for (or when its keys are set), else the sandbox; keys must be complete.
 * A production server never falls back to the sandbox: anyone could "pay" there with the test
 * card, so it runs only when PAYMENT_PROVIDER=sandbox says so.
 */
function paymentConfig(value: z.infer<typeof envSchema>): PaymentConfig {
  const hasKeys = Boolean(value.RAZORPAY_KEY_ID || value.RAZORPAY_KEY_SECRET);
  if (value.NODE_ENV === 'production' && !value.PAYMENT_PROVIDER && !hasKeys) {
    throw new ConfigError(
      'Invalid configuration:\n  payments: a production server needs Razorpay: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (or, for a test deployment where no real money moves, set PAYMENT_PROVIDER=sandbox)',
    );
  }
  const provider = value.PAYMENT_PROVIDER ?? (hasKeys ? 'razorpay' : 'sandbox');
  if (provider === 'sandbox') return { provider, secret: value.SANDBOX_SECRET };
  const missing = (
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
  ).filter((name) => !value[name]);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_PROVIDER is razorpay, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`,
    );
  }
  return {
    provider,
    keyId: value.RAZORPAY_KEY_ID ?? '',
    keySecret: value.RAZORPAY_KEY_SECRET ?? '',
    webhookSecret: value.RAZORPAY_WEBHOOK_SECRET ?? '',
    apiBase: value.RAZORPAY_API_BASE.replace(/\/$/, ''),
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, v]) => [key, v === '' ? undefined : v]));
}

/** Whether the server listens only to this machine (where demo accounts are harmless). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Test payments on a production server: allowed when asked for, and never quietly. */
export const takesTestPayments = (config: Pick<Config, 'env' | 'payments'>) =>
  config.env === 'production' && config.payments.provider === 'sandbox';
