import type { featureFlags, financeCenters } from '@/lib/db/schema';

/** SPEC §3 page-state feature flags, all off by default (0 = every site). */
export const featureFlagRows: Array<typeof featureFlags.$inferInsert> = [
  { name: 'showNewEcommerceFlow', siteId: 0, value: false },
  { name: 'injectMazeTrackingScript', siteId: 0, value: false },
  { name: 'configurationInjectClarityTrackingScript', siteId: 0, value: false },
];

/** The finance center the recreational site links to (SPEC §2.6: shown when its id is above 0). */
export const financeCenterRows: Array<typeof financeCenters.$inferInsert> = [
  {
    id: 7, name: 'Wildshore Land Finance', scope: 'default', phone: '(800) 555-0107', showOnLW: true,
    websiteUrl: 'https://finance.example.com', description: 'Loans for recreational land, lots and cabins, from a lender that knows rural property.',
  },
];
