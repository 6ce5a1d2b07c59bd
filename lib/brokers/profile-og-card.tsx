import type { SiteBrand } from '@/lib/brand';
import { OgBrandMark } from '@/lib/listings/seo/og-brand-mark';

// Markup for next/og (Satori), not a page component: inline styles only, and every element with several
// children is a flex box. Drawn by profile-og-image.ts.

export interface ProfileOgCardProps {
  brandName: string;
  colors: SiteBrand['theme']['colors'];
  fontFamily: string;
  /** Data URLs, so the renderer never fetches anything. */
  logo: string | null;
  /** The portrait (else the company logo); the initials stand in without one. */
  picture: string | null;
  initials: string;
  memberType: string;
  name: string;
  company: string | null;
  place: string;
  /** "24 listings for sale". */
  listings: string;
}

const PICTURE_SIZE = 280;
/** Longer names are drawn smaller, so two lines hold them. */
const LONG_NAME = 22;
export const OG_PROFILE_PANEL_WIDTH = 430;

/** The 1200x630 profile card: the portrait on the brand's surface on the left, who and what on its primary colour on the right. */
export function ProfileOgCard({ brandName, colors, fontFamily, logo, picture, initials, memberType, name, company, place, listings }: ProfileOgCardProps) {
  const round = { width: PICTURE_SIZE, height: PICTURE_SIZE, borderRadius: PICTURE_SIZE / 2, border: '8px solid #ffffff' };
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', fontFamily, backgroundColor: colors.primary, color: colors.primaryText }}>
      <div style={{ display: 'flex', width: OG_PROFILE_PANEL_WIDTH, height: '100%', alignItems: 'center', justifyContent: 'center', backgroundColor: colors.surface }}>
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- Satori markup, not a page
          <img src={picture} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} style={{ ...round, objectFit: 'cover' }} />
        ) : (
          <div style={{ ...round, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 110, fontWeight: 700, backgroundColor: colors.accent, color: colors.accentText }}>
            {initials}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '44px 52px 48px' }}>
        <OgBrandMark logo={logo} brandName={brandName} />
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 12 }}>
          <div style={{ display: 'flex', fontSize: 24, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', opacity: 0.85 }}>{memberType}</div>
          <div style={{ display: 'flex', fontSize: name.length > LONG_NAME ? 48 : 60, fontWeight: 700, lineHeight: 1.05 }}>{name}</div>
          {company && <div style={{ display: 'flex', fontSize: 32, lineHeight: 1.2 }}>{company}</div>}
          {place && <div style={{ display: 'flex', fontSize: 28, opacity: 0.9 }}>{place}</div>}
          <div style={{ display: 'flex', marginTop: 22 }}>
            <div style={{ display: 'flex', padding: '10px 24px', borderRadius: 8, fontSize: 30, fontWeight: 700, backgroundColor: colors.accent, color: colors.accentText }}>
              {listings}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
