/**
 * Log text as stored: control characters removed (a NUL cannot be stored in PostgreSQL text, and escape
 * sequences must never reach a terminal), keeping newlines and tabs of stack traces; then capped.
 */
export function cleanLogText(text: string, max: number): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '').slice(0, max);
}
