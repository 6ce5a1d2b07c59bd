import type { SiteBrand } from '@/lib/brand';
import { OgBrandMark } from './og-brand-mark';

// Markup for next/og (Satori), not a page component: inline styles only, and every element with several
// children is a flex box. It lives with the image service that draws it (og-image.ts).

export interface OgCardProps {
  brandName: string;
  colors: SiteBrand['theme']['colors'];
  fontFamily: string;
  /** Data URLs, so the renderer never fetches anything. */
  logo: string | null;
  photo: string | null;
  title: string;
  price: string;
  acres: string;
  place: string;
  /** The market status when it is not plain "for sale" (Under Contract, Sold, Off Market). */
  status: string | null;
}

export const OG_PHOTO_WIDTH = 700;

/** The 1200x630 sharing card: the photo on the left, the brand's panel with the facts on the right. */
export function OgCard({ brandName, colors, fontFamily, logo, photo, title, price, acres, place, status }: OgCardProps) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', fontFamily, backgroundColor: colors.surface }}>
      <div style={{ display: 'flex', width: OG_PHOTO_WIDTH, height: '100%', position: 'relative', backgroundColor: colors.surface }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- Satori markup, not a page
          <img src={photo} alt="" width={OG_PHOTO_WIDTH} height={630} style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
        ) : (
          logo && (
            // eslint-disable-next-line @next/next/no-img-element -- Satori markup, not a page
            <img src={logo} alt="" width={240} height={240} style={{ margin: 'auto' }} />
          )
        )}
        {status && (
          <div style={{ display: 'flex', position: 'absolute', top: 32, left: 32, padding: '10px 22px', borderRadius: 8, fontSize: 30, fontWeight: 700, backgroundColor: colors.accent, color: colors.accentText }}>
            {status}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '44px 44px 40px', backgroundColor: colors.primary, color: colors.primaryText }}>
        <OgBrandMark logo={logo} brandName={brandName} />
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 14 }}>
          <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.05 }}>{price}</div>
          <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>{acres}</div>
          <div style={{ display: 'flex', fontSize: 28 }}>{place}</div>
          <div style={{ display: 'flex', marginTop: 18, fontSize: 26, lineHeight: 1.3, opacity: 0.9 }}>{title}</div>
        </div>
      </div>
    </div>
  );
}
