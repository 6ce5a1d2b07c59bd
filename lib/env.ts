import { z } from 'zod';

// Server environment, parsed once. Every variable is documented in .env.example.
const envSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
  PGLITE_PORT: z.coerce.number().int().min(1).max(65535).default(5439),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  IMAGE_CACHE_DIR: z.string().min(1).default('./data/cache/images'),
  SEED_LISTINGS: z.coerce.number().int().min(0).max(5_000_000).default(5000),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DEFAULT_BRAND: z.string().default('land'),
});
export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  parsed ??= envSchema.parse(process.env);
  return parsed;
}

/** Reads process.env again on next use (scripts that switch databases call it with closeDb()). */
export function reloadEnv(): void {
  parsed = undefined;
}

/** The URL the app talks to: a PostgreSQL server, or the embedded PGlite socket on loopback. */
export function databaseUrl(): string {
  const e = env();
  return e.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${e.PGLITE_PORT}/postgres`;
}
