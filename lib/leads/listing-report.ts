import type { SiteBrand } from '@/lib/brand';
import { db, type Database } from '@/lib/db/client';
import { listingReports } from '@/lib/db/schema';
import { isTrapped } from './honeypot';
import { readLeadListing } from './lead-listing';
import type { ReportRequest } from './report-form';

export type ReportOutcome = { kind: 'stored'; reportId: number } | { kind: 'trapped' } | { kind: 'refused' };

/** A visitor's report of a listing, kept open for review (any market status: sold pages can be wrong too). */
export async function submitListingReport(report: ReportRequest, context: { brand: SiteBrand; ipAddress: string | null }, database: Database = db()): Promise<ReportOutcome> {
  if (isTrapped(report)) return { kind: 'trapped' };
  const listing = await readLeadListing(database, report.listingId);
  if (!listing) return { kind: 'refused' };
  const [row] = await database
    .insert(listingReports)
    .values({
      siteId: context.brand.siteId,
      listingId: listing.id,
      reason: report.reason,
      details: report.details || null,
      reporterEmail: report.email || null,
      ipAddress: context.ipAddress,
    })
    .returning({ id: listingReports.id });
  if (!row) throw new Error('report insert returned no row');
  return { kind: 'stored', reportId: row.id };
}
