// DESIGN §1 host selection: pure, so the proxy stays a dispatcher and every rule has a unit test.

export type AppEnvironment = 'production' | 'development' | 'test';

export interface BrandHosts {
  key: string;
  hostnames: readonly string[];
}

export interface BrandSelectionInput {
  host: string | null;
  environment: AppEnvironment;
  brands: readonly BrandHosts[];
  defaultBrand: string;
  /** Extra production hostnames per brand key, from the environment. */
  hostOverrides?: Readonly<Record<string, readonly string[]>>;
  previewQuery?: string | null;
  previewCookie?: string | null;
}

export type BrandSource = 'host' | 'preview-query' | 'preview-cookie' | 'default';

export interface BrandSelection {
  key: string;
  source: BrandSource;
}

/** "WWW.Acrewise.com:443." -> "acrewise.com" */
export function normalizeHost(host: string | null): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name; // IPv6 literal: never a brand host
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

function hostMatches(brand: BrandHosts, host: string, overrides: BrandSelectionInput['hostOverrides']): boolean {
  const names = [...brand.hostnames, ...(overrides?.[brand.key] ?? [])];
  return names.some((n) => normalizeHost(n) === host);
}

export function selectBrand(input: BrandSelectionInput): BrandSelection {
  const known = (key: string | null | undefined): key is string =>
    !!key && input.brands.some((b) => b.key === key);
  const production = input.environment === 'production';

  if (!production && known(input.previewQuery)) return { key: input.previewQuery, source: 'preview-query' };
  if (!production && known(input.previewCookie)) return { key: input.previewCookie, source: 'preview-cookie' };

  const host = normalizeHost(input.host);
  const byHost = input.brands.find((b) => hostMatches(b, host, input.hostOverrides));
  if (byHost) return { key: byHost.key, source: 'host' };

  if (!production && host.endsWith('.localhost')) {
    const key = host.slice(0, -'.localhost'.length).split('.').pop();
    if (known(key)) return { key, source: 'host' };
  }
  const fallback = known(input.defaultBrand) ? input.defaultBrand : (input.brands[0]?.key ?? input.defaultBrand);
  return { key: fallback, source: 'default' };
}

/** BRAND_HOSTS_FARM="fieldstead.com,www.fieldstead.com" -> { farm: [...] } */
export function hostOverridesFromEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string[]> {
  const overrides: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^BRAND_HOSTS_([A-Z0-9_]+)$/.exec(name);
    if (!match?.[1] || !value) continue;
    overrides[match[1].toLowerCase().replace(/_/g, '-')] = value.split(',').map((h) => h.trim()).filter(Boolean);
  }
  return overrides;
}
