/**
 * Text that came from outside, made safe to print: control characters (escape sequences that could
 * repaint a terminal or forge log lines) become visible \u escapes, and the length is capped.
 */
export function safeForConsole(text: string, max = 2000): string {
  const clipped = text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
  return clipped.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
