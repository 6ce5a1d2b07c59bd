// Runs in the browser before the app starts. zod compiles object schemas with `new Function` unless
// told not to, and merely probing for that is reported as a Content-Security-Policy violation
// (script-src has no 'unsafe-eval'); the interpreted path parses the same.
import { config } from 'zod/v4/core';

config({ jitless: true });
