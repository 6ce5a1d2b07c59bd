import { z } from 'zod';

// Server environment, parsed once. Every variable is documented in .env.example.

/**
 * What the deployment is (docs/platform.md). Unset means production: `npm run serve` with nothing
 * configured fails closed. `npm start` opts into demo (`*.localhost` hosts, the ?brand= preview
 * override, demo data); the test servers run as `test`, which behaves as demo.
 */
export const appModes = ['production', 'demo', 'test'] as const;
export type AppMode = (typeof appModes)[number];

const port = z.coerce.number().int().min(1).max(65535);
const trueOrFalse = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');
const commaList = z.string().default('').transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean));

const envSchema = z.object({
  APP_ENV: z.enum(appModes).default('production'),
  PORT: port.default(3000),
  /** The address the app server listens on; loopback unless set, so a demo is not on the network by accident (docs/platform.md). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** App processes on the port; one per core when unset (docs/platform.md "Processes"). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DEFAULT_BRAND: z.string().default('land'),
  /** Addresses (or CIDR ranges) of reverse proxies whose X-Forwarded-For / -Proto we believe. */
  TRUSTED_PROXIES: commaList,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
  PGLITE_PORT: port.default(5439),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  /** Where originals live (lib/media-store, docs/media-store.md): `fs` under MEDIA_DIR, `s3` in S3_BUCKET. */
  MEDIA_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server's URL; unset means AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither: unset, the AWS SDK finds credentials itself (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true: `{endpoint}/{bucket}/{key}` URLs, which most S3-compatible servers want; false: `{bucket}.{endpoint}`. */
  S3_FORCE_PATH_STYLE: trueOrFalse,
  IMAGE_CACHE_DIR: z.string().min(1).default('./data/cache/images'),
  /** Cap on the resized-image cache; least recently used variants are deleted past it. */
  IMAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(1024 * 1024).max(1024 ** 4).default(512 * 1024 * 1024),
  /** Resizes at once; each uses one libvips thread, so 1 leaves the other cores to the web server. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Resizes allowed to wait for a slot; beyond that the image service answers 503 at once. */
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
  /** Seconds a resize may take before the request answers 503. */
  IMAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  SEED_LISTINGS: z.coerce.number().int().min(0).max(5_000_000).default(5000),
  /** Browser log records older than this many days are deleted by the retention job. */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Largest request body the server reads at all, but on the upload paths (lib/http/body-cap.ts); routes set smaller caps of their own. */
  MAX_REQUEST_BODY_BYTES: z.coerce.number().int().min(1024).max(1024 ** 3).default(1024 * 1024),
  /** Multiplies every rate limit's allowance (e.g. 0.5 for a stricter deployment); 1 is the table in lib/rate-limit. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /** Requests of one client (address, IPv6 /64) answered at once; more wait their turn (lib/http/fair-share.ts). */
  REQUESTS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(3),
  /** While other clients are answered, a client has one request answered at a time until its next has waited this long. */
  REQUEST_PATIENCE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Requests answered at once in all; past it, waiting requests start one client's turn at a time. */
  REQUESTS_AT_ONCE: z.coerce.number().int().min(1).max(10_000).default(48),
  /** Requests one client may have waiting; more are answered 503 with Retry-After. */
  REQUESTS_WAITING_PER_CLIENT: z.coerce.number().int().min(0).max(10_000).default(256),
  /** Requests waiting in all; more are answered 503 with Retry-After. */
  REQUESTS_WAITING: z.coerce.number().int().min(0).max(100_000).default(4096),
  /** Outgoing mail (lib/mail). Production sends through this SMTP server; demo and test store every message in mail_outbox. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: port.default(587),
  /** true: TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when the server offers it. */
  SMTP_SECURE: trueOrFalse,
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** Signs session cookies and account tokens (lib/auth/auth-secret.ts); required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** The first wait of a password attempt after 5 wrong ones for its email; it doubles up to 8 s (lib/auth/login-throttle.ts). */
  LOGIN_DELAY_BASE_MS: z.coerce.number().int().min(0).max(8000).default(1000),
  /**
   * A refused password login answers no sooner than this after it arrived: checking a password of an
   * account takes a little longer than refusing an unknown address, which would tell who is registered.
   */
  LOGIN_FAILURE_FLOOR_MS: z.coerce.number().int().min(0).max(5000).default(250),
  /** Demo and test without AUTH_SECRET: a random secret generated into this file on first start. */
  AUTH_SECRET_FILE: z.string().min(1).default('./data/auth-secret'),
  /** Messages the job worker sends at once (SMTP connections); account mail has as many again of its own. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Lead, alert and share mail per minute per worker (the SMTP provider's allowance); account mail is not held back by it. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Lead mails per hour from every worker together; more are held (not dropped) until the hour allows. */
  MAIL_LEADS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** Sender address of every message; the display name is the brand's name. */
  MAIL_FROM: z.email().default('no-reply@example.com'),
}).superRefine((e, context) => {
  if (e.MEDIA_STORE === 's3' && e.S3_BUCKET === undefined) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when MEDIA_STORE=s3' });
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    context.addIssue({ code: 'custom', path: [missing], message: `${missing} is missing: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither` });
  }
});
export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

/** The environment `source` describes; throws a ZodError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return envSchema.parse(source);
}

/** A failed parse of environment variables as lines of `NAME: what is wrong`. */
function variableProblems(error: z.ZodError | undefined): string[] {
  return error?.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`) ?? [];
}

/** Each problem with the environment `source` describes, as `NAME: what is wrong`; none when it is valid. */
export function envProblems(source: Record<string, string | undefined>): string[] {
  return variableProblems(envSchema.safeParse(source).error);
}

/** For a process's entry point: with any problems, says each on a line of its own and exits with 1. */
export function stopOnEnvProblems(who: string, problems: readonly string[]): void {
  if (problems.length === 0) return;
  console.error(`The ${who}'s environment is not valid (every variable is described in .env.example):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}

export function env(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}

/** Reads process.env again on next use (scripts that switch databases call it with closeDb()). */
export function reloadEnv(): void {
  parsed = undefined;
}

export function appMode(): AppMode {
  return env().APP_ENV;
}

/** Demo and test servers: `*.localhost` hosts, the preview override, demo data, no HSTS. */
export function isDemoMode(): boolean {
  return appMode() !== 'production';
}

/** The URL the app talks to: a PostgreSQL server, or the embedded PGlite socket on loopback. */
export function databaseUrl(): string {
  const e = env();
  return e.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${e.PGLITE_PORT}/postgres`;
}
