import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateById } from '@/lib/geo/states';
import { financeScopes, loanProgramsSchema, type FinanceCenterInfo, type FinanceLocationType, type FinanceScope, type LenderSummary } from './finance-center';

// Reading finance centers (docs/finance.md). These throw when the database fails; the SPEC §7 calls in
// ./finance-api.ts turn every failure into null, the finance page into its error page.

type CenterRow = {
  id: number; name: string; scope: string; state_id: number | null; phone: string | null; website_url: string | null;
  headline: string | null; description: string | null; contact_name: string | null; email: string | null;
  loan_programs: unknown; region_name: string | null; county_name: string | null; county_kind: string | null;
};

const scopeOf = (scope: string): FinanceScope => (financeScopes as readonly string[]).includes(scope) ? (scope as FinanceScope) : 'unset';

function servesOf(row: CenterRow): string | null {
  const state = row.state_id === null ? undefined : stateById(Number(row.state_id));
  switch (scopeOf(row.scope)) {
    case 'state':
      return state?.name ?? null;
    case 'region':
      return row.region_name && state ? `${row.region_name}, ${state.abbreviation}` : null;
    case 'county':
      return row.county_name && state ? `${countyFullName(row.county_name, (row.county_kind ?? 'County') as CountyKind)}, ${state.abbreviation}` : null;
    default:
      return null;
  }
}

function summaryOf(row: CenterRow): LenderSummary {
  return {
    id: Number(row.id), name: row.name, scope: scopeOf(row.scope), headline: row.headline, phone: row.phone,
    websiteUrl: row.website_url, serves: servesOf(row),
  };
}

const centerColumns = sql`fc.id, fc.name, fc.scope, fc.state_id, fc.phone, fc.website_url, fc.headline, fc.description,
  fc.contact_name, fc.email, fc.loan_programs, r.name as region_name, c.name as county_name, c.kind as county_kind`;
const centerJoins = sql`left join regions r on r.id = fc.region_id left join counties c on c.id = fc.county_id`;

/** A listed finance center's whole content, or null when there is none by that id (or it is listed nowhere). */
export async function readFinanceCenter(id: number): Promise<FinanceCenterInfo | null> {
  const { rows } = await db().execute<CenterRow>(sql`
    select ${centerColumns} from finance_centers fc ${centerJoins}
    where fc.id = ${id} and fc.show_on_lw and fc.scope <> 'unset'`);
  const row = rows[0];
  if (!row) return null;
  const programs = loanProgramsSchema.safeParse(row.loan_programs);
  return {
    ...summaryOf(row), description: row.description, contactName: row.contact_name, takesLeads: row.email !== null,
    loanPrograms: programs.success ? programs.data : [],
  };
}

/** Where the visitor is, as financeByLocationData names it: a scope, the state and the place's ids. */
export interface FinanceLocation {
  locationType: FinanceLocationType;
  stateId: number;
  /** Region ids for `region`, county ids for `county`; ignored otherwise. */
  ids: readonly number[];
}

/**
 * The lenders that serve a place, the most local first: the county's, the county's or named regions',
 * the state's, then those that lend everywhere (scope default). A `default` location gets only those.
 */
export async function readLendersFor({ locationType, stateId, ids }: FinanceLocation): Promise<LenderSummary[]> {
  const list = ids.length > 0 ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`;
  const counties = locationType === 'county' ? list : sql`null`;
  const regions = locationType === 'region'
    ? list
    : locationType === 'county' ? sql`(select region_id from region_counties where county_id in (${list}))` : sql`null`;
  const inState = locationType === 'default' ? sql`false` : sql`fc.state_id = ${stateId}`;
  const { rows } = await db().execute<CenterRow>(sql`
    select ${centerColumns} from finance_centers fc ${centerJoins}
    where fc.show_on_lw and (
      fc.scope = 'default'
      or (fc.scope = 'state' and ${inState})
      or (fc.scope = 'region' and ${inState} and fc.region_id in (${regions}))
      or (fc.scope = 'county' and ${inState} and fc.county_id in (${counties})))
    order by case fc.scope when 'county' then 0 when 'region' then 1 when 'state' then 2 else 3 end, fc.name
    limit 50`);
  return rows.map(summaryOf);
}
