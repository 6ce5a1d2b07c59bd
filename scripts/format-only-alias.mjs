// Copy is compiled ahead (lib/brand/messages.ts) and next-intl formats it with its small runtime,
// 'use-intl/format-message/format-only': next.config.ts and vitest.config.ts alias the formatter to it.
// Node processes that write copy (the job worker, `npm run alerts`) import this module before anything
// loads next-intl, so they resolve the same alias; without it every message would fail to format.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  return next(specifier === 'use-intl/format-message' ? 'use-intl/format-message/format-only' : specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
