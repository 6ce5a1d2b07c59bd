import { eq } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { brokerDisplayName, brokerProfileRoute } from '@/lib/brokers';
import { db } from '@/lib/db/client';
import { accounts } from '@/lib/db/schema';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import type { SellerScope } from '@/lib/listing-editor/server';
import { hrefFor } from '@/lib/navigation';
import type { ProfileImage, ProfileImageKind, SellerProfileView } from './profile-view';

// The profile the seller edits is the account of their scope (SPEC §6): a corporate master's own, an
// agent's own, never another account's; no route names an account, so there is no other to ask for.

/** A profile as read, before the route adds the public page's link on its own site. */
export type SellerProfile = Omit<SellerProfileView, 'profileHref'> & { contactName: string | null };

/** Each image at the size the public profile shows it: a round portrait, a logo fitted inside its box. */
export function profileImage(kind: ProfileImageKind, documentId: number | null): ProfileImage | null {
  if (documentId === null) return null;
  const size = kind === 'portrait' ? imageSizes.brokerPortrait : { ...imageSizes.brokerLogo, fit: 'inside' as const };
  return { documentId, src: resizedImageUrl({ documentId, ...size }) };
}

const text = (value: string | null) => value ?? '';

/** The scope's own account as its profile form and images; undefined when the account is gone. */
export async function sellerProfile(scope: SellerScope): Promise<SellerProfile | undefined> {
  const [row] = await db().select().from(accounts).where(eq(accounts.id, scope.accountId)).limit(1);
  if (!row) return undefined;
  return {
    accountId: row.id,
    name: brokerDisplayName(row),
    contactName: row.contactName,
    companyName: row.companyName,
    values: {
      description: text(row.description), licenseNumber: text(row.licenseNumber), officePhone: text(row.officePhone),
      preferredPhone: text(row.preferredPhone), websiteUrl: text(row.websiteUrl), address1: text(row.address1), address2: text(row.address2),
      city: text(row.city), stateId: row.stateId, zip: text(row.zip),
    },
    portrait: profileImage('portrait', row.portraitDocumentId),
    logo: profileImage('logo', row.logoDocumentId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The routes' answer: the profile with its public page on the site that was asked (like "My listings" rows). */
export function profileAnswer(brand: SiteBrand, profile: SellerProfile): SellerProfileView {
  const { contactName, ...view } = profile;
  return { ...view, profileHref: hrefFor(brand, brokerProfileRoute({ accountId: profile.accountId, contactName, companyName: profile.companyName })) };
}
