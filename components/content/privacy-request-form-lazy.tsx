'use client';

import dynamic from 'next/dynamic';

// The request form's code (react-hook-form, zod, the schema) is not in the content pages' first load
// (DESIGN §6, 150 KB): it is a chunk fetched when the privacy-rights page shows the form, and no other
// content page loads it. Browser only, like the login page's forms: no form is in the HTML that could be
// sent before its code runs. Until it arrives a box of the form's height holds the place.
export const PrivacyRequestFormLazy = dynamic(() => import('./privacy-request-form').then((m) => m.PrivacyRequestForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="mt-8 min-h-[52rem] rounded-lg border border-line bg-white sm:min-h-[41rem]" />,
});
