// Runs in the browser before the app starts. zod compiles object schemas with `new Function` unless
// told not to, and merely probing for that is reported as a Content-Security-Policy violation
// (script-src has no 'unsafe-eval'). zod reads its settings from this global when it loads, so setting
// it here keeps zod itself out of pages that never validate anything.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
