'use client';

import dynamic from 'next/dynamic';

// What a search leaves behind in the browser (a recent search, the popular-search report, the saved-search
// popover) needs nothing in the server HTML and nothing before the page is drawn: its code is a chunk of
// its own, fetched after the first load (the search and broker-listings pages are at their budget).
export const SearchMemoryLazy = dynamic(() => import('./search-memory').then((m) => m.SearchMemory), { ssr: false });
