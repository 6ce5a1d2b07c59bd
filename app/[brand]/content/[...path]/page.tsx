import { contentRoute } from '@/components/content/content-route';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

const content = contentRoute('content');

export const generateMetadata = content.generateMetadata;

/** The brand's own pages of text (contact, privacy, cookies, privacy rights, advertise, seller resources; docs/content-pages.md). */
export default content.Page;
