import { join, resolve } from 'node:path';
import { z } from 'zod';

const urlWith = (protocols: string[], name: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${name} must be a ${protocols.join(' or ')} URL`);

export const DEFAULT_PAGE_CACHE_MB = 32;
/** How long a SIGTERM may take before the process exits anyway (in-flight requests, streams, flushes). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 15_000;
/** After SIGTERM the instance keeps answering this long: longer than the proxy's idle keep-alive (4 s in docs/deploy/nginx.conf). */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

const EnvSchema = z.object({
  // Production unless said otherwise: development and test expose the outbox and reset links.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535, 'PORT must be 0-65535').default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'DATABASE_URL').optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'REDIS_URL').optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: urlWith(['http:', 'https:'], 'GEOCODER_URL').optional(),
  /** Tests only: hosts a calendar import may fetch from although they are not public (a local server). */
  CALENDAR_IMPORT_ALLOW_HOSTS: z
    .string()
    .max(500, 'CALENDAR_IMPORT_ALLOW_HOSTS must be at most 500 characters')
    .optional()
    .transform((v) => (v ? v.split(',').map((h) => h.trim()).filter(Boolean) : [])),
  /** Tests only: push services reached over plain http and on private addresses (a local server). */
  WEB_PUSH_ALLOW_HOSTS: z
    .string()
    .max(500, 'WEB_PUSH_ALLOW_HOSTS must be at most 500 characters')
    .optional()
    .transform((v) => (v ? v.split(',').map((h) => h.trim()).filter(Boolean) : [])),
  /** The keys that sign web pushes, both or neither; without them keys are generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key').optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'SMTP_URL').optional(),
  MAIL_FROM: z.string().default('DishRated <no-reply@dishrated.local>'),
  /** Where contact-form messages are mailed. */
  SUPPORT_EMAIL: z.string().trim().toLowerCase().pipe(z.email({ error: 'SUPPORT_EMAIL must be an email address' })).default('support@dishrated.app'),
  /** Base URL used in links sent by mail; defaults to http://localhost:PORT. */
  PUBLIC_URL: urlWith(['http:', 'https:'], 'PUBLIC_URL').optional(),
  /** Requests per minute per client on login and forgot-password. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1, 'AUTH_RATE_LIMIT must be at least 1').default(10),
  /**
   * Which proxies may set X-Forwarded-For: unset or `false` (none: the socket address is the
   * client), a hop count (`1` behind one load balancer), addresses or CIDRs (`10.0.0.1,10.1.0.0/16`),
   * or `true` (any, only when a proxy in front always overwrites the header).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2}|[\da-fA-F.:/]+(\s*,\s*[\da-fA-F.:/]+)*)$/, 'TRUST_PROXY must be true, false, a hop count, or addresses/CIDRs separated by commas')
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `demo` seeds demo data (and the demo accounts) into an empty database; `none` never seeds.
   * Unset: demo on the embedded database, none with DATABASE_URL.
   */
  SEED: z.enum(['demo', 'none'], { error: 'SEED must be "demo" (demo data in an empty database) or "none"' }).optional(),
  /** Live streams one client address may hold open at once. */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number({ error: 'LIVE_STREAMS_PER_CLIENT must be a number' }).int().min(1).max(100_000).default(32),
  /** Photos one account may upload per hour. */
  UPLOADS_PER_HOUR: z.coerce.number({ error: 'UPLOADS_PER_HOUR must be a number' }).int().min(1).max(100_000).default(60),
  /** A truck position older than this many minutes is shown as stale ("last seen ... ago"). */
  LOCATION_STALE_MINUTES: z.coerce.number({ error: 'LOCATION_STALE_MINUTES must be a number' }).int().min(1).max(10_080).default(120),
  /** Megabytes of server-rendered pages (HTML, and its compressed forms) cached for the next visitor; 0 turns that off. */
  PAGE_CACHE_MB: z.coerce.number({ error: 'PAGE_CACHE_MB must be a number' }).int().min(0).max(65_536).default(DEFAULT_PAGE_CACHE_MB),
  /** Pages not cached that the server renders for one client address in 10 s; past it the browser renders them. */
  PAGE_RENDERS_PER_CLIENT: z.coerce.number({ error: 'PAGE_RENDERS_PER_CLIENT must be a number' }).int().min(0).max(1_000_000).default(30),
  /** Prometheus metrics at /metrics on the main port, for `Authorization: Bearer <METRICS_TOKEN>` only. */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').max(256).optional(),
  /** Prometheus metrics at /metrics on a port of their own (reachable only inside the network), without a token. */
  METRICS_PORT: z.coerce.number({ error: 'METRICS_PORT must be a number' }).int().min(1).max(65_535).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'SHUTDOWN_TIMEOUT_MS must be a number' }).int().min(0).max(600_000).default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  /** After SIGTERM, how long the instance keeps answering (not ready, closing each connection) before it stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce.number({ error: 'SHUTDOWN_DRAIN_MS must be a number' }).int().min(0).max(120_000).default(DEFAULT_SHUTDOWN_DRAIN_MS),
  /**
   * Uploaded photos go to S3-compatible storage when S3_BUCKET is set (with S3_ENDPOINT, the keys
   * and S3_PUBLIC_URL, the address browsers load them from); otherwise under DATA_DIR/uploads.
   */
  S3_BUCKET: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name').optional(),
  S3_ENDPOINT: urlWith(['http:', 'https:'], 'S3_ENDPOINT').optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_PUBLIC_URL: urlWith(['http:', 'https:'], 'S3_PUBLIC_URL').optional(),
}).superRefine((e, ctx) => {
  if (!e.S3_BUCKET) return;
  for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
    if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when S3_BUCKET is set` });
  }
});

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Set by JWT_SECRET; otherwise generated once and stored in the database (see db/settings.ts). */
  jwtSecret: string;
  redisUrl?: string;
  tileUrl: string;
  geocoderUrl?: string;
  /** Hosts a calendar import may fetch from although they are not public (tests' local servers). */
  calendarImportAllowHosts?: readonly string[];
  /** Push services reached over plain http and on private addresses (tests' local servers). */
  webPushAllowHosts?: readonly string[];
  /** Set by VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; otherwise generated once and kept in the database. */
  vapidKeys?: { publicKey: string; privateKey: string };
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  publicUrl: string;
  authRateLimit: number;
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** The database holds the demo data: the banner, the login page's demo accounts and a notice say so. */
  demoMode: boolean;
  liveStreamsPerClient: number;
  uploadsPerHour: number;
  /** Where uploaded photos are kept; S3 when configured, else `uploadsDir`. */
  uploadsDir: string;
  s3?: S3Config;
  staleAfterMinutes: number;
  /** Megabytes of server-rendered pages cached for the next visitor; 0 turns that off. */
  pageCacheMb: number;
  pageRendersPerClient: number;
  /** The longest a SIGTERM may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long the instance keeps answering before it stops accepting. */
  shutdownDrainMs: number;
  /** Serves /metrics on the main port to this bearer token. */
  metricsToken?: string;
  /** Serves /metrics on this port of its own. */
  metricsPort?: number;
}

export class ConfigError extends Error {}

/** What the environment says; the server completes it once the database is open (see startup.ts). */
export type EnvConfig = Omit<AppConfig, 'jwtSecret' | 'demoMode'> & { jwtSecret?: string };

/** Reads configuration from the environment; throws ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) throw new ConfigError('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    tileUrl: e.TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    calendarImportAllowHosts: e.CALENDAR_IMPORT_ALLOW_HOSTS,
    webPushAllowHosts: e.WEB_PUSH_ALLOW_HOSTS,
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    seedDemo: (e.SEED ?? (e.DATABASE_URL ? 'none' : 'demo')) === 'demo',
    liveStreamsPerClient: e.LIVE_STREAMS_PER_CLIENT,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    uploadsDir: join(dataDir, 'uploads'),
    staleAfterMinutes: e.LOCATION_STALE_MINUTES,
    pageCacheMb: e.PAGE_CACHE_MB,
    pageRendersPerClient: e.PAGE_RENDERS_PER_CLIENT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT!.replace(/\/$/, ''),
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL!.replace(/\/$/, ''),
        }
      : undefined,
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.replace(/\s+/g, '');
}
