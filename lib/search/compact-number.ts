// Amounts typed the way people say them (SPEC §9 compact numbers, read back): "50k", "1.5M", "$250,000".

const pattern = /^(-)?\$?\s*(\d+(?:\.\d+)?|\.\d+)\s*([kKmM])?$/;

/**
 * "" -> undefined; "50k" -> 50,000; "1.5M" -> 1,500,000; "$250,000" -> 250,000; "-5" -> -5 (so the field's
 * own bound answers "must be at least 0"); anything else -> NaN.
 */
export function parseCompactNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return undefined;
  const match = pattern.exec(trimmed);
  if (!match?.[2]) return Number.NaN;
  const scale = { k: 1_000, m: 1_000_000 }[match[3]?.toLowerCase() ?? ''] ?? 1;
  // Round away binary fractions: 1.1M is 1,100,000, not 1,100,000.0000000002.
  const value = Math.round(Number(match[2]) * scale * 100) / 100;
  return match[1] ? -value : value;
}
