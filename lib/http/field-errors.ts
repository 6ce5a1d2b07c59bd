/** Messages per form field: `{ name: "Please enter valid full name." }`. Nested fields are dotted (`payload.price`). */
export type FieldErrors = Record<string, string>;

/**
 * A form the server refused field by field: the `{ "errors": [...] }` shape of apiError (one line per
 * field) plus `fields`, which forms show under the fields themselves.
 */
export function apiFieldErrors(status: 400 | 422, fields: FieldErrors): Response {
  const errors = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  return Response.json({ errors, fields }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The field errors of a parsed error answer, or none. */
export function readFieldErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const fields = (body as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
