import { BrandNotFound } from '@/components/layout/brand-not-found';

export default BrandNotFound;
