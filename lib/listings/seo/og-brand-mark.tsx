// Satori markup (see og-card.tsx): the brand's logo and name at the top of every sharing card.

export function OgBrandMark({ logo, brandName }: { logo: string | null; brandName: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, fontWeight: 700 }}>
      {logo && (
        // eslint-disable-next-line @next/next/no-img-element -- Satori markup, not a page
        <img src={logo} alt="" width={56} height={56} style={{ backgroundColor: '#ffffff', borderRadius: 10, padding: 6 }} />
      )}
      <span>{brandName}</span>
    </div>
  );
}
