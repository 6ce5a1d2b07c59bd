// No imports: the end-to-end tests use it as well as the benches.

/** The profile link of the first agent card on a broker directory page (`<article data-testid="agent-card">…<h3><a href>`). */
export function firstAgentPath(directoryHtml: string): string | null {
  const match = /data-testid="agent-card"[\s\S]*?<h3[^>]*>\s*<a[^>]*href="([^"]+)"/.exec(directoryHtml);
  return match?.[1] ?? null;
}
