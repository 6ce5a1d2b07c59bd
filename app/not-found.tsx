import { BrandNotFound } from '@/components/layout/brand-not-found';

// Requests that never reached a brand segment (files with an extension, a mismatched segment).
export default BrandNotFound;
