import type { SiteBrand } from '@/lib/brand/schema';

const networkNames: Record<SiteBrand['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn', pinterest: 'Pinterest', tiktok: 'TikTok',
};

export function SocialLinks({ brand, label }: { brand: SiteBrand; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-4">
        {brand.socialLinks.map((link) => (
          <li key={link.network}>
            <a href={link.url} rel="noopener" aria-label={`${brand.shortName} on ${networkNames[link.network]}`} className="underline-offset-2 hover:underline">
              {networkNames[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
