/** The brand's site id, which the root layout writes on `<html data-site-id>` (SPEC §7 calls name it). */
export function pageSiteId(): number | null {
  const id = Number(document.documentElement.dataset.siteId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
