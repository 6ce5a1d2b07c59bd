import { BrandNotFound } from '@/components/layout/brand-not-found';

// Cached per brand, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

/**
 * Paths the brand's dialect does not know, and route kinds without a page, are the brand's 404 page.
 * It renders in full here, in the server HTML, and the proxy answers it with status 404: calling
 * notFound() under this layout would send an empty error shell and fill it only after hydration.
 */
export default BrandNotFound;
