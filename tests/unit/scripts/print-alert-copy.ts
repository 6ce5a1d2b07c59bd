// Run by format-only-alias.test.ts under plain tsx, the way scripts/worker.ts and scripts/alerts.ts start.
import '../../../scripts/format-only-alias.mjs';

const { brandTranslator } = await import('../../../lib/i18n/brand-translator');
console.log(brandTranslator('land')('alertMail.moreListings', { count: 2, url: 'http://land.localhost:3000/texas/' }));
