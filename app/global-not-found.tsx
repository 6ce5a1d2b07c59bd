import type { Metadata } from 'next';
import '@/styles/globals.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: false } };

/**
 * A URL no route matches at all. The proxy sends every page path to a brand, so this is only reached
 * by paths outside the brands (an unknown /api/... path is answered by app/api/[...unknown]); it has no
 * brand to dress in, so it is plain.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <main className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold">We couldn’t find this page</h1>
          <p className="mt-8">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no brand router here: a full load of the home page */}
            <a href="/" className="font-semibold underline">Back to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
