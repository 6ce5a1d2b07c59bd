import type { SiteBrand } from '@/lib/brand';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { escapeHtml } from '@/lib/text/html-escape';

// The small page behind an alert mail's unsubscribe link, written by hand (an API route answers it):
// GET shows a confirm button and changes nothing (mail scanners open links), POST says it is done.

export type UnsubscribeState = 'confirm' | 'done' | 'invalid';

export interface UnsubscribeLinks {
  /** The link's own path: the confirm form posts to it. */
  action: string;
  savedSearches: string;
  home: string;
}

function body(state: UnsubscribeState, brand: SiteBrand, links: UnsubscribeLinks, t: ReturnType<typeof brandTranslator>): string {
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  if (state === 'confirm') {
    return `<h1>${escapeHtml(t('alertMail.confirmHeading'))}</h1>
<p>${escapeHtml(t('alertMail.confirmText'))}</p>
<form method="post" action="${escapeHtml(links.action)}"><button type="submit">${escapeHtml(t('alertMail.confirmButton'))}</button></form>`;
  }
  if (state === 'done') {
    return `<h1>${escapeHtml(t('alertMail.doneHeading'))}</h1>
<p role="status">${escapeHtml(t('alertMail.doneText'))}</p>
<p>${link(links.savedSearches, t('alertMail.manageLink'))}</p>`;
  }
  return `<h1>${escapeHtml(t('alertMail.invalidHeading'))}</h1>
<p>${escapeHtml(t('alertMail.invalidText'))}</p>
<p>${link(links.home, t('alertMail.homeLink', { brand: brand.name }))}</p>`;
}

export function unsubscribePage(state: UnsubscribeState, brand: SiteBrand, links: UnsubscribeLinks): string {
  const t = brandTranslator(brand.key);
  const c = brand.theme.colors;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('alertMail.pageTitle', { brand: brand.name }))}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: ${c.text}; background: ${c.surface}; }
main { box-sizing: border-box; max-width: 36rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border: 1px solid ${c.border}; border-radius: 0.5rem; }
.brand { margin: 0 0 1.5rem; color: ${c.muted}; font-weight: 600; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
a { color: ${c.primary}; }
button { min-height: 2.75rem; padding: 0.5rem 1.5rem; font: inherit; font-weight: 600; color: ${c.primaryText}; background: ${c.primary}; border: 0; border-radius: 0.375rem; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid ${c.accent}; outline-offset: 2px; }
@media (max-width: 40rem) { main { margin: 0; min-height: 100vh; border: 0; border-radius: 0; } }
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand.name)}</p>
${body(state, brand, links, t)}
</main>
</body>
</html>
`;
}
