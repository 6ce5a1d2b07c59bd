// DESIGN §1 / §3.1 host rules: pure, so the proxy and the route handlers share one tested resolver.

/** Demo covers `npm start` and the test servers; production is the fail-closed default. */
export type HostMode = 'production' | 'demo';

export interface BrandHosts {
  key: string;
  hostnames: readonly string[];
}

export interface HostRules {
  mode: HostMode;
  brands: readonly BrandHosts[];
  /** Served for unknown hosts in demo mode only; production answers them without a page. */
  defaultBrand: string;
  /** Extra production hostnames per brand key, from the environment (BRAND_HOSTS_<KEY>). */
  hostOverrides?: Readonly<Record<string, readonly string[]>>;
}

export type BrandSource = 'host' | 'preview-query' | 'preview-cookie' | 'default';

export interface BrandSelection {
  key: string;
  source: BrandSource;
}

/** "WWW.Acrewise.com:443." -> "acrewise.com" */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name; // IPv6 literal: never a brand host
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

/** Every hostname a brand answers on in production: its file's list, then the environment's extras. */
export function brandHostnames(brand: BrandHosts, overrides: HostRules['hostOverrides']): string[] {
  return [...(overrides?.[brand.key] ?? []), ...brand.hostnames].map(normalizeHost);
}

/**
 * The brand a host names: a configured hostname in every mode, `<key>.localhost` in demo mode.
 * Null for anything else; the caller decides what an unknown host gets.
 */
export function brandForHost(host: string | null | undefined, rules: HostRules): string | null {
  const name = normalizeHost(host);
  if (!name) return null;
  const configured = rules.brands.find((b) => brandHostnames(b, rules.hostOverrides).includes(name));
  if (configured) return configured.key;
  if (rules.mode === 'demo' && name.endsWith('.localhost')) {
    const key = name.slice(0, -'.localhost'.length).split('.').pop();
    if (rules.brands.some((b) => b.key === key)) return key ?? null;
  }
  return null;
}

export interface BrandRequest {
  host: string | null | undefined;
  previewQuery?: string | null;
  previewCookie?: string | null;
}

/**
 * A name that only this machine reaches: `localhost`, `<anything>.localhost`, 127.0.0.0/8 or [::1].
 * A page fetched by such a name is never in a shared cache, so a preview may change it per visitor.
 */
export function isLoopbackHost(host: string | null | undefined): boolean {
  const raw = host?.trim().toLowerCase() ?? '';
  if (raw === '[::1]' || raw.startsWith('[::1]:')) return true;
  const name = normalizeHost(raw);
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/**
 * The one brand resolver (proxy, route handlers, file routes). Production: the host alone, null for an
 * unknown host. Demo: a `?brand=` or cookie preview first (only on loopback names, where no shared cache
 * keeps the page), then the host, then the default brand.
 */
export function resolveBrand(request: BrandRequest, rules: HostRules): BrandSelection | null {
  const known = (key: string | null | undefined): key is string => !!key && rules.brands.some((b) => b.key === key);
  const demo = rules.mode === 'demo';
  const preview = demo && isLoopbackHost(request.host);
  if (preview && known(request.previewQuery)) return { key: request.previewQuery, source: 'preview-query' };
  if (preview && known(request.previewCookie)) return { key: request.previewCookie, source: 'preview-cookie' };
  const byHost = brandForHost(request.host, rules);
  if (byHost) return { key: byHost, source: 'host' };
  if (demo && known(rules.defaultBrand)) return { key: rules.defaultBrand, source: 'default' };
  return null;
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
