import { BrandNotFound } from '@/components/layout/brand-not-found';

// Inside app/[brand], so the brand layout (header and footer) wraps the 404 text.
export default BrandNotFound;
