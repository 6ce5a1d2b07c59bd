import { readFieldErrors, type FieldErrors } from '@/lib/http/field-errors';

// Browser side of the visitor-form endpoints: one POST, one answer shape (lib/leads/form-request.ts).

export type PostResult = { ok: true } | { ok: false; status: number; fields: FieldErrors; message: string | null };

/** POSTs a form as JSON. A refusal keeps the server's field errors and, without them, its first message. */
export async function postForm(endpoint: string, body: unknown): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, fields: {}, message: null };
  }
  if (response.ok) return { ok: true };
  const answer: unknown = await response.json().catch(() => null);
  const errors = typeof answer === 'object' && answer !== null ? (answer as { errors?: unknown }).errors : undefined;
  const first = Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : null;
  const fields = readFieldErrors(answer);
  // Only a 422 without field errors carries a message meant for visitors (e.g. "This listing is not taking messages.").
  return { ok: false, status: response.status, fields, message: response.status === 422 && Object.keys(fields).length === 0 ? first : null };
}
