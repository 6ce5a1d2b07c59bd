import type { featureFlags, financeCenters } from '@/lib/db/schema';

/** SPEC §3 page-state feature flags, all off by default (0 = every site). */
export const featureFlagRows: Array<typeof featureFlags.$inferInsert> = [
  { name: 'showNewEcommerceFlow', siteId: 0, value: false },
  { name: 'injectMazeTrackingScript', siteId: 0, value: false },
  { name: 'configurationInjectClarityTrackingScript', siteId: 0, value: false },
];

type FinanceCenterRow = typeof financeCenters.$inferInsert;

const program = (name: string, summary: string, rateFrom: number, termYearsMax: number, downPaymentMin: number) => ({ name, summary, rateFrom, termYearsMax, downPaymentMin });

const landLoan = program('Raw land loan', 'Vacant rural land, fixed or adjustable rate.', 7.25, 20, 20);
const lotLoan = program('Lot and cabin loan', 'Recreational lots and cabins, no prepayment penalty.', 7.75, 15, 15);
const farmLoan = program('Farm and ranch real estate', 'Working farms and ranches, long fixed terms.', 6.5, 30, 15);
const equipment = program('Improvements and construction', 'Wells, fences, barns and homes on your land.', 8.25, 10, 10);

/**
 * The finance centers (SPEC §3, docs/finance.md): each brand's own (brands/<key>/brand.json
 * financeCenter.financeId: land 3, farm 5, rec 7; scope default, shown everywhere) and lenders that serve
 * one state, one region or one county, which the finance page lists for the visitor's place.
 */
export function financeCenterRows(regionIdOf: (stateAbbreviation: string, name: string) => number | undefined): FinanceCenterRow[] {
  const contact = (id: number, name: string) => ({ email: `lender-${id}@finance.example.com`, contactName: name, showOnLW: true });
  const rows: FinanceCenterRow[] = [
    {
      id: 3, name: 'Acrewise Land Loans', scope: 'default', phone: '(800) 555-0103', websiteUrl: 'https://finance.example.com/acrewise', ...contact(3, 'Dana Whitfield'),
      headline: 'Financing for land buyers in every state.',
      description: 'We lend on vacant land, ranches, farms and recreational property across the country. Tell us about the land you want and a loan officer will call you with terms the same week.\n\n- Loans from $25,000 to $5 million\n- Fixed rates up to 20 years\n- Surveys, access and title reviewed with you before closing',
      loanPrograms: [landLoan, farmLoan, equipment],
    },
    {
      id: 5, name: 'Fieldstead Farm Credit', scope: 'default', phone: '(800) 555-0105', websiteUrl: 'https://finance.example.com/fieldstead', ...contact(5, 'Ruth Calloway'),
      headline: 'Farm and ranch real estate loans from people who farm.',
      description: 'Buying cropland, pasture or a whole operation takes a lender who reads a soil map and a lease. Our loan officers work with growers and ranchers in every farm state.\n\n- Terms up to 30 years on farm and ranch land\n- Annual or semi-annual payments matched to your harvest\n- Operating lines and equipment loans from the same officer',
      loanPrograms: [farmLoan, landLoan, equipment],
    },
    {
      id: 7, name: 'Wildshore Land Finance', scope: 'default', phone: '(800) 555-0107', websiteUrl: 'https://finance.example.com/wildshore', ...contact(7, 'Marcus Hale'),
      headline: 'Loans for hunting land, lake lots and cabins.',
      description: 'Loans for recreational land, lots and cabins, from a lender that knows rural property: timber, access easements, flood zones and seasonal roads.\n\n- Hunting and timber tracts from 5 acres\n- Waterfront lots and cabins\n- Pre-qualification in one conversation',
      loanPrograms: [lotLoan, landLoan, equipment],
    },
    { id: 11, name: 'Lone Star Rural Lending', scope: 'state', stateId: 48, phone: '(512) 555-0111', websiteUrl: 'https://finance.example.com/lone-star', ...contact(11, 'Carlos Benavides'), headline: 'Texas land and ranch loans.', description: 'Ranch, hunting and homestead loans anywhere in Texas, with officers in Austin, Abilene and Tyler.', loanPrograms: [farmLoan, landLoan] },
    { id: 14, name: 'Volunteer Farm & Land Credit', scope: 'state', stateId: 47, phone: '(615) 555-0114', websiteUrl: 'https://finance.example.com/volunteer', ...contact(14, 'Amy Trent'), headline: 'Land loans across Tennessee.', description: 'Timber, pasture and homestead tracts from Memphis to the Smokies.', loanPrograms: [landLoan, equipment] },
    { id: 15, name: 'Big Sky Ranch Lending', scope: 'state', stateId: 30, phone: '(406) 555-0115', websiteUrl: 'https://finance.example.com/big-sky', ...contact(15, 'Cole Brandt'), headline: 'Montana ranch and recreational land loans.', description: 'Ranches, river frontage and mountain acreage, with water rights reviewed before you close.', loanPrograms: [farmLoan, lotLoan] },
    { id: 16, name: 'Sunshine State Land Loans', scope: 'state', stateId: 12, phone: '(352) 555-0116', websiteUrl: 'https://finance.example.com/sunshine', ...contact(16, 'Lena Ortiz'), headline: 'Florida acreage, groves and homesites.', description: 'Rural Florida land, from citrus groves to hunting tracts in the Panhandle.', loanPrograms: [landLoan, lotLoan] },
    { id: 17, name: 'Ozark Land Finance', scope: 'state', stateId: 29, phone: '(417) 555-0117', websiteUrl: 'https://finance.example.com/ozark', ...contact(17, 'Jesse Cole'), headline: 'Missouri land with simple terms.', description: 'Hunting ground, pasture and homesteads across Missouri, including owner-occupied cabins.', loanPrograms: [landLoan, lotLoan] },
    { id: 18, name: 'Carolina Country Lending', scope: 'state', stateId: 37, phone: '(919) 555-0118', websiteUrl: 'https://finance.example.com/carolina', ...contact(18, 'Grace Pender'), headline: 'North Carolina farms, timber and mountain land.', description: 'From the coastal plain to the Blue Ridge: timber, farms and mountain homesites.', loanPrograms: [farmLoan, landLoan] },
    { id: 19, name: 'Llano Valley Ag Credit', scope: 'county', countyId: 48299, stateId: 48, phone: '(325) 555-0119', websiteUrl: 'https://finance.example.com/llano', ...contact(19, 'Bo Hartley'), headline: 'Llano County land, from a lender in Llano.', description: 'A local lender for ranches and river tracts in Llano County.', loanPrograms: [farmLoan] },
  ];
  const hillCountry = regionIdOf('TX', 'Hill Country');
  if (hillCountry !== undefined) {
    rows.push({ id: 12, name: 'Hill Country Land Bank', scope: 'region', regionId: hillCountry, stateId: 48, phone: '(830) 555-0112', websiteUrl: 'https://finance.example.com/hill-country', ...contact(12, 'Ellen Kruger'), headline: 'Land loans in the Texas Hill Country.', description: 'Ranches, river frontage and homesites between Fredericksburg, Kerrville and the Highland Lakes.', loanPrograms: [landLoan, farmLoan] });
  }
  return rows;
}
