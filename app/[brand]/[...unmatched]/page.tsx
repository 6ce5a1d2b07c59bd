import { notFound } from 'next/navigation';

/** Paths the brand's dialect does not know, and route kinds without a page, are the brand's 404. */
export default function UnmatchedPage(): never {
  notFound();
}
