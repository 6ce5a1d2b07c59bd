import { notFound } from 'next/navigation';
import { landsConnectorSummary } from '@/lib/accounts/lands-connector';
import type { SiteBrand } from '@/lib/brand';
import type { LandsConnectorSection } from '@/lib/routing';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { SellerSectionBody } from '@/components/seller/seller-section-body';
import { AccountPageFrame } from './account-page-frame';
import { SellerNav } from './seller-nav';

export const sectionTitleKeys: Readonly<Record<LandsConnectorSection, string>> = { leads: 'sellerLeads', numbers: 'sellerNumbers', profile: 'sellerProfile', plan: 'sellerPlan' };

/** Each page's client copy (messages/en.json namespaces). */
const sectionCopy: Readonly<Record<LandsConnectorSection, readonly string[]>> = {
  leads: ['sellerWorkspace', 'leadsInbox'],
  numbers: ['sellerWorkspace', 'listingNumbers'],
  profile: ['sellerWorkspace', 'profileEditor'],
  plan: ['sellerWorkspace', 'planPanel'],
};

/**
 * A seller's page in the lands connector (leads, numbers, profile, plan): only for a user who advertises,
 * on the site that manages listings (SPEC §6, brand.manageListings); anyone else gets the 404 page. The
 * data is read in the browser from /api/seller/*, which checks the seller again on every call.
 */
export async function SellerSectionPage({ brand, userId, section }: { brand: SiteBrand; userId: number; section: LandsConnectorSection }) {
  const summary = await landsConnectorSummary(userId, brand);
  if (!summary?.sellerAccount || !brand.manageListings) notFound();
  const copy = sectionCopy[section];
  return (
    <AccountPageFrame brand={brand} page="lands-connector" copyKey={sectionTitleKeys[section]}>
      <PageClientCopy extra={['sellerNav', ...copy]}>
        <SellerNav brand={brand} current={section} />
        <div className="mt-6"><SellerSectionBody section={section} /></div>
      </PageClientCopy>
    </AccountPageFrame>
  );
}
