import { notFound } from 'next/navigation';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

/** Paths the brand's dialect does not know, and route kinds without a page, are the brand's 404. */
export default function UnmatchedPage(): never {
  notFound();
}
