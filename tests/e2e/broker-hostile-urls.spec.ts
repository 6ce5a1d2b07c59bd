import { expect, test, type BrandKey } from './fixtures';

// Issue acceptance for the broker pages: ids past any integer range, numbers in other spellings,
// negative ids, names with NUL, broken percent escapes and 8 KB slugs get a 4xx or a 308 to the
// canonical form, never a 5xx. Real seeded ids (1) are used so the account lookup runs too.

const profile: Record<BrandKey, (name: string, id: string) => string> = {
  land: (name, id) => `/member/${name}/${id}/`,
  farm: (name, id) => `/broker/${name}-${id}/`,
  rec: (name, id) => `/profile/${name}/${id}`,
};
const listings: Record<BrandKey, (name: string, id: string) => string> = {
  land: (name, id) => `/member/${name}/${id}/listings/`,
  farm: (name, id) => `/broker/${name}-${id}/land/`,
  rec: (name, id) => `/profile/${name}/${id}/properties`,
};
// Each brand's canonical base (rec has no trailing slash; its slash redirect would echo an 8 KB query back).
const directory: Record<BrandKey, string> = { land: '/broker/', farm: '/real-estate-agents/', rec: '/find-agent/' };
const directoryBase: Record<BrandKey, string> = { land: '/broker/', farm: '/real-estate-agents/', rec: '/find-agent' };

const ids = ['1', '99999999999999999999', '2147483648', '9007199254740993', '1e3', '-5', '0', '1.5', '0x10', '%31'];
const names = ['seller', 'a%00b', '%', '%zz', 'x'.repeat(8192), 'J%C3%B6rg', 'UPPER-Case', '..', '%2e%2e'];

test('hostile broker profile, broker listings and directory URLs get a 4xx or a 308, never a 5xx', async ({ request, brand }) => {
  test.setTimeout(120_000);
  const paths = [
    ...ids.flatMap((id) => names.slice(0, 3).map((name) => profile[brand](name, id))),
    ...names.map((name) => profile[brand](name, '1')),
    ...ids.slice(0, 6).map((id) => listings[brand]('seller', id)),
    ...names.map((name) => listings[brand](name, '1')),
    `${listings[brand]('seller', '1')}sort-bogus/`,
    `${listings[brand]('seller', '1')}page-99999999999/`,
    `${directory[brand]}texas/?name=%00`,
    `${directory[brand]}texas/?name=%`,
    `${directoryBase[brand]}?name=${'x'.repeat(8000)}`,
    `${directoryBase[brand]}?name=%25`,
    `${directoryBase[brand]}?name=!!!`,
    `${directory[brand]}%/`,
    `${directory[brand]}${'x'.repeat(8192)}/`,
    `${directory[brand]}texas/page-99999999999/`,
    `${directory[brand]}texas/sort-bogus/`,
    `${directory[brand]}texas/%00-county/`,
  ];
  const answers: string[] = [];
  for (let i = 0; i < paths.length; i += 4) {
    answers.push(...(await Promise.all(paths.slice(i, i + 4).map(async (path) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      return `${answer.status()} ${path.slice(0, 80)}`;
    }))));
  }
  const bad = answers.filter((a) => !/^(308|400|404|414|431) /.test(a));
  expect(bad).toEqual([]);
});
