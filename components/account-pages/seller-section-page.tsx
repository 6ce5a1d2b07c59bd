import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { landsConnectorSummary } from '@/lib/accounts/lands-connector';
import type { SiteBrand } from '@/lib/brand';
import type { LandsConnectorSection } from '@/lib/routing';
import { PageClientCopy } from '@/components/layout/page-client-copy';
import { LeadsInbox } from '@/components/seller/leads-inbox';
import { ListingNumbers } from '@/components/seller/listing-numbers';
import { PlanPanel } from '@/components/seller/plan-panel';
import { ProfileEditor } from '@/components/seller/profile-editor';
import { AccountPageFrame } from './account-page-frame';
import { SellerNav } from './seller-nav';

export const sectionTitleKeys: Readonly<Record<LandsConnectorSection, string>> = { leads: 'sellerLeads', numbers: 'sellerNumbers', profile: 'sellerProfile', plan: 'sellerPlan' };

/** Each page's client copy (messages/en.json namespaces) and its client component. */
const sections: Readonly<Record<LandsConnectorSection, { copy: readonly string[]; body: ReactNode }>> = {
  leads: { copy: ['sellerWorkspace', 'leadsInbox'], body: <LeadsInbox /> },
  numbers: { copy: ['sellerWorkspace', 'listingNumbers'], body: <ListingNumbers /> },
  profile: { copy: ['sellerWorkspace', 'profileEditor'], body: <ProfileEditor /> },
  plan: { copy: ['sellerWorkspace', 'planPanel'], body: <PlanPanel /> },
};

/**
 * A seller's page in the lands connector (leads, numbers, profile, plan): only for a user who advertises,
 * on the site that manages listings (SPEC §6, brand.manageListings); anyone else gets the 404 page. The
 * data is read in the browser from /api/seller/*, which checks the seller again on every call.
 */
export async function SellerSectionPage({ brand, userId, section }: { brand: SiteBrand; userId: number; section: LandsConnectorSection }) {
  const summary = await landsConnectorSummary(userId, brand);
  if (!summary?.sellerAccount || !brand.manageListings) notFound();
  const { copy, body } = sections[section];
  return (
    <AccountPageFrame brand={brand} page="lands-connector" copyKey={sectionTitleKeys[section]}>
      <PageClientCopy extra={['sellerNav', ...copy]}>
        <SellerNav brand={brand} current={section} />
        <div className="mt-6">{body}</div>
      </PageClientCopy>
    </AccountPageFrame>
  );
}
