import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadBrands } from './lib/brand/load-brands';

// A broken brand file must fail the build with a message naming the file and the field.
loadBrands();

const nextConfig: NextConfig = {
  // The proxy owns trailing slashes: two brands want them, one does not (DESIGN §2).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['sharp', 'pg', '@electric-sql/pglite'],
  outputFileTracingIncludes: { '/**': ['./brands/**/*', './messages/**/*'] },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
