import { createElement } from 'react';
import type { SiteBrand } from '@/lib/brand';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { imageSizes } from '@/lib/images';
import { shortText } from '@/lib/listings/seo';
import { ogCardCache } from '@/lib/listings/seo/og-card-cache';
import { ogFontFamily, ogFonts, ogText } from '@/lib/listings/seo/og-fonts';
import { OG_BUSY, ogBrandLogo, ogPicture, renderOgPng, type OgImageResult } from '@/lib/listings/seo/og-render';
import { brokerDisplayName, type BrokerProfile } from './broker-profile';
import { ProfileOgCard } from './profile-og-card';
import { brokerOgImageVersion } from './profile-og-path';

/** The portrait at the broker block's served 2x size (240 px), drawn in a 280 px circle. */
const PICTURE = { width: imageSizes.brokerPortrait.width * 2, height: imageSizes.brokerPortrait.height * 2 };

/** "LM" for Laura Moore, "H" for Hill: the first letters of the first and last word. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return ogText(`${first}${last}`.toUpperCase());
}

/**
 * A broker profile's 1200x630 PNG sharing card (next/og, like a listing's): portrait (else the company
 * logo, else initials), member type, name, company, place and active listing count, in the brand's
 * colours, typeface and logo; 'busy' when the image service sheds load.
 */
export async function brokerOgImage(brand: SiteBrand, profile: BrokerProfile): Promise<OgImageResult> {
  const pictureId = profile.portraitDocumentId ?? profile.logoDocumentId;
  const [fonts, picture, logo] = await Promise.all([ogFonts(brand), pictureId === null ? null : ogPicture(pictureId, PICTURE), ogBrandLogo(brand)]);
  if (picture === 'busy') return OG_BUSY;
  const t = brandTranslator(brand.key);
  const name = brokerDisplayName(profile);
  const card = createElement(ProfileOgCard, {
    brandName: ogText(brand.name),
    colors: brand.theme.colors,
    fontFamily: ogFontFamily(brand),
    logo,
    picture,
    initials: initialsOf(name),
    memberType: ogText(t(`brokerProfile.memberTypes.${profile.memberType}`)),
    name: shortText(ogText(name), 40),
    company: profile.contactName && profile.companyName ? shortText(ogText(profile.companyName), 60) : null,
    place: ogText([profile.city, profile.stateAbbreviation].filter(Boolean).join(', ')),
    listings: ogText(t('brokerProfile.listingCount', { count: profile.listingCount })),
  });
  return renderOgPng(card, fonts);
}

/** The profile's card from the process's card cache: drawn once per brand and card version. */
export function brokerOgCard(brand: SiteBrand, profile: BrokerProfile): Promise<OgImageResult> {
  return ogCardCache().image(`${brand.key}:broker:${profile.accountId}:${brokerOgImageVersion(profile)}`, () => brokerOgImage(brand, profile));
}
