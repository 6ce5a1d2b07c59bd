// Plain-text tables for the bench scripts' output (and for pasting into the README as Markdown).

export type Cell = string | number;

/** Columns padded to their widest cell. With `markdown`, a Markdown table. */
export function textTable(header: readonly string[], rows: readonly (readonly Cell[])[], { markdown = false } = {}): string {
  const text = rows.map((row) => row.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...text.map((row) => row[i]?.length ?? 0)));
  // A column of numbers (a '-' for a missing figure allowed) is right-aligned.
  const numeric = header.map((_, i) => rows.some((row) => typeof row[i] === 'number') && rows.every((row) => typeof row[i] === 'number' || row[i] === '-'));
  const line = (cells: readonly string[]) => {
    const padded = cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)));
    return markdown ? `| ${padded.join(' | ')} |` : padded.join('  ').trimEnd();
  };
  const rule = markdown
    ? `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`
    : widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...text.map(line)].join('\n');
}

/** Milliseconds as a whole number, or '-' when there is no figure. */
export const ms = (value: number): Cell => (Number.isFinite(value) ? Math.round(value) : '-');
