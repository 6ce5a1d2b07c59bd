'use client';

import dynamic from 'next/dynamic';
import type { LandsConnectorSection } from '@/lib/routing';

// Each of the seller's pages in the lands connector is one route (app/[brand]/lands-connector), so
// their client code would all load with any of them. Loaded here by name, each page's code is a chunk
// of its own that only its page loads (the workspace budget, docs/seller-workspace.md).

const MyListings = dynamic(() => import('./my-listings').then((m) => m.MyListings));
const LeadsInbox = dynamic(() => import('./leads-inbox').then((m) => m.LeadsInbox));
const ListingNumbers = dynamic(() => import('./listing-numbers').then((m) => m.ListingNumbers));
const ProfileEditor = dynamic(() => import('./profile-editor').then((m) => m.ProfileEditor));
const PlanPanel = dynamic(() => import('./plan-panel').then((m) => m.PlanPanel));

/** The body of a seller's page: My listings (`listings`, with its numbers and edit links) or a section's. */
export function SellerSectionBody({ section, numbersHref, editHref }: { section: LandsConnectorSection | 'listings'; numbersHref?: string; editHref?: string }) {
  switch (section) {
    case 'listings':
      return <MyListings numbersHref={numbersHref} editHref={editHref} />;
    case 'leads':
      return <LeadsInbox />;
    case 'numbers':
      return <ListingNumbers />;
    case 'profile':
      return <ProfileEditor />;
    case 'plan':
      return <PlanPanel />;
  }
}
