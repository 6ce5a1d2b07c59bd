import { readFieldErrors, type FieldErrors } from '@/lib/http/field-errors';

// Browser side of the form endpoints (visitor forms, account forms): one POST, one answer shape
// (lib/leads/form-request.ts): `{ data }` when taken, `{ errors, fields? }` when refused.

export interface PostRefusal {
  ok: false;
  status: number;
  fields: FieldErrors;
  /** The server's first line when it is meant for visitors (a 422 without field errors), else null. */
  message: string | null;
  /** Every line of the server's `errors` (what a form may show for its own refusals, e.g. a 401). */
  errors: string[];
}

export type PostResult = { ok: true; data: unknown } | PostRefusal;

const answerField = (answer: unknown, name: string): unknown => (typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined);

/** Sends a form as JSON (POST, or PUT to an endpoint that updates). A refusal keeps the server's field errors and its messages. */
export async function postForm(endpoint: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, fields: {}, message: null, errors: [] };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: answerField(answer, 'data') ?? null };
  const lines = answerField(answer, 'errors');
  const errors = Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
  const fields = readFieldErrors(answer);
  // Only a 422 without field errors carries a message meant for visitors (e.g. "This listing is not taking messages.").
  return { ok: false, status: response.status, fields, message: response.status === 422 && Object.keys(fields).length === 0 ? (errors[0] ?? null) : null, errors };
}
