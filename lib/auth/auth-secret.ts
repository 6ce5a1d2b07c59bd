import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env, isDemoMode } from '@/lib/env';

let demoSecret: string | undefined;

/**
 * A demo or test server's own secret: 32 random bytes written once to AUTH_SECRET_FILE (./data/auth-secret)
 * and read from there afterwards, so sessions outlive a restart but no two installs share a key. Created
 * under a temporary name and linked into place, so two processes starting at once agree on one secret.
 */
function demoSecretFromFile(file: string): string {
  const read = () => fs.readFileSync(file, 'utf8').trim();
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return read();
}

/** The key that signs session cookies and tokens (AUTH_SECRET, at least 32 characters). */
export function authSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  if (isDemoMode()) {
    demoSecret ??= demoSecretFromFile(env().AUTH_SECRET_FILE);
    return demoSecret;
  }
  throw new Error('AUTH_SECRET is not set: a production server needs a secret of at least 32 characters to sign sessions');
}

/** Forget the secret read from the file (tests that point AUTH_SECRET_FILE elsewhere). */
export function resetDemoSecret(): void {
  demoSecret = undefined;
}
