import type { z } from 'zod';
import { apiError } from '@/lib/http/api-response';

export type QueryRequest<T> = { ok: true; value: T } | { ok: false; response: Response };

/** A request's query string parsed by `schema`; a parameter it does not know or accept is a 400 that names it. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): QueryRequest<z.output<S>> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (parsed.success) return { ok: true, value: parsed.data };
  const names = parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')]));
  return { ok: false, response: apiError(400, [`Bad query parameter: ${[...new Set(names)].join(', ')}`]) };
}
