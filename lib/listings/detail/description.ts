/**
 * A broker's plain-text description as paragraphs (split at blank lines), each a list of its lines.
 * Components render these as text nodes only, so markup in a description shows as the characters it is.
 */
export function descriptionParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0);
}
