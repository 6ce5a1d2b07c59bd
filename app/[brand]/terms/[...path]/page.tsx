import { contentRoute } from '@/components/content/content-route';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

const terms = contentRoute('terms');

export const generateMetadata = terms.generateMetadata;

/** SPEC §2.2 terms of use, advertising terms and photo-submission terms: the brand's Markdown (docs/content-pages.md). */
export default terms.Page;
