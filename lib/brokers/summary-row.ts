import { accounts, states } from '@/lib/db/schema';
import type { MemberTypeId } from '@/lib/domain';
import { slugify } from '@/lib/geo/slug';
import type { BrokerSummary } from './broker-profile';

// The columns of an agent card (BrokerSummary) and the row they read into: the profile, a corporate
// office's agents and the directory select the same ones.

const a = accounts;

export const summaryColumns = {
  accountId: a.id, contactName: a.contactName, companyName: a.companyName, memberType: a.memberType, portraitDocumentId: a.portraitDocumentId,
  preferredPhone: a.preferredPhone, officePhone: a.officePhone, alcCertified: a.alcCertified, alcAdvancedCertified: a.alcAdvancedCertified,
  city: a.city, stateAbbreviation: states.abbreviation, stateName: states.name,
};

export interface SummaryRow {
  accountId: number; contactName: string | null; companyName: string | null; memberType: string; portraitDocumentId: number | null;
  preferredPhone: string | null; officePhone: string | null; alcCertified: boolean; alcAdvancedCertified: boolean; city: string | null;
  stateAbbreviation: string | null; stateName: string | null;
}

export function summary(row: SummaryRow, listingCount: number): BrokerSummary {
  return {
    accountId: row.accountId, contactName: row.contactName, companyName: row.companyName, memberType: row.memberType as MemberTypeId,
    portraitDocumentId: row.portraitDocumentId, phone: row.preferredPhone ?? row.officePhone, alcCertified: row.alcCertified,
    alcAdvancedCertified: row.alcAdvancedCertified, city: row.city, stateAbbreviation: row.stateAbbreviation, stateName: row.stateName,
    stateSlug: row.stateName ? slugify(row.stateName) : null, listingCount,
  };
}
