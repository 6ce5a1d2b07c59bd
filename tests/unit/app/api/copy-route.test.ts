import type { AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { COPY_CACHE_CONTROL, GET, POST } from '@/app/api/copy/route';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { clientMessages } from '@/lib/i18n/client-messages';

// GET /api/copy: the brand's words for dialogs that load on demand (lib/i18n/client-messages.ts).

const call = (handler: typeof GET, host: string, query: string) =>
  handler(new Request(`http://${host}/api/copy${query}`, { headers: { host } }), { params: Promise.resolve({}) });

describe('GET /api/copy', () => {
  it("answers the account dialogs' words whole, compiled as the layout hands copy over, cacheable per brand", async () => {
    const response = await call(GET, 'rec.localhost', '?ns=accountUi');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AbstractIntlMessages;
    expect(Object.keys(body)).toEqual(['accountUi']);
    expect(body.accountUi).toEqual((loadCompiledMessages('rec') as AbstractIntlMessages).accountUi);
    expect(response.headers.get('cache-control')).toBe(COPY_CACHE_CONTROL);
    expect(response.headers.get('vary')).toMatch(/Host/);
  });

  it("is what every page lacks: the layout gives only the parts pages read as they hydrate", () => {
    const given = clientMessages(loadCompiledMessages('land') as AbstractIntlMessages).accountUi;
    expect(Object.keys(given ?? {}).sort()).toEqual(['like', 'sellerPopover']);
  });

  it.each([
    ['no namespace', ''],
    ['a namespace that is not on demand', '?ns=search'],
    ['a made-up one', '?ns=__proto__'],
  ])('refuses %s with 400 and says which are', async (_what, query) => {
    const response = await call(GET, 'land.localhost', query);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('accountUi');
  });

  it('answers other methods with 405', async () => {
    expect((await call(POST, 'land.localhost', '?ns=accountUi')).status).toBe(405);
  });
});
