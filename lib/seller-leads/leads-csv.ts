import { and, sql } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n/translate';
import type { SellerScope } from '@/lib/listing-editor/server';
import { csvRecord } from './csv-cell';
import { leadDetailFields, type InboxLead, type LeadDetailField } from './inbox-lead';
import type { LeadFilters } from './inbox-query';
import { inboxLeadsOf, readInboxRows } from './inbox-rows';
import { filteredLeads } from './lead-scope';

// The inbox as a CSV file (GET /api/seller/leads/export): every lead the filters match, newest first,
// up to LEADS_CSV_MAX_ROWS, read and written a batch at a time so a large inbox never sits in memory.

export const LEADS_CSV_MAX_ROWS = 10_000;
const BATCH_SIZE = 500;

// The payload's listing id is the "Listing ID" column already.
const detailColumns = leadDetailFields.filter((field): field is Exclude<LeadDetailField, 'listingId'> => field !== 'listingId');

const utc = (iso: string | null): string => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '');

function header(t: Translate): string[] {
  const columns = ['received', 'status', 'read', 'replied', 'listingId', 'listing', 'listingStatus', 'account', 'name', 'email', 'phone', 'message', 'source', 'financing'];
  return [...columns.map((column) => t(`sellerLeads.csv.${column}`)), ...detailColumns.map((field) => t(`sellerLeads.fields.${field}`))];
}

function record(lead: InboxLead, t: Translate): string[] {
  const yesNo = (value: boolean) => t(value ? 'sellerLeads.csv.yes' : 'sellerLeads.csv.no');
  const details = new Map(lead.details.map((detail) => [detail.field, detail.value]));
  const listingId = lead.listing?.id ?? details.get('listingId');
  return [
    utc(lead.createdAt), t(lead.handledAt ? 'sellerLeads.csv.handled' : 'sellerLeads.csv.new'), yesNo(lead.readAt !== null), utc(lead.repliedAt),
    listingId === undefined ? '' : String(listingId), lead.listing?.title ?? '', lead.listing?.statusLabel ?? '', lead.account.name,
    lead.sender.name, lead.sender.email, lead.sender.phone ?? '', lead.message, lead.source.label, yesNo(lead.wantsFinancing),
    ...detailColumns.map((field) => details.get(field) ?? ''),
  ];
}

/** The CSV's text, header first, in pieces: a batch of leads each. */
async function* csvPieces(scope: SellerScope, filters: LeadFilters, t: Translate, batchSize: number): AsyncGenerator<string> {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvRecord(header(t))}`;
  const where = filteredLeads(scope, filters);
  let after: number | undefined;
  for (let written = 0; written < LEADS_CSV_MAX_ROWS;) {
    // Keyset paging on (created_at, id) from the last row, read at full precision by the database.
    const next = after === undefined ? where : and(where, sql`(${leads.createdAt}, ${leads.id}) < (select l.created_at, l.id from ${leads} l where l.id = ${after})`);
    const rows = await readInboxRows(next as typeof where, Math.min(batchSize, LEADS_CSV_MAX_ROWS - written));
    if (rows.length === 0) return;
    yield (await inboxLeadsOf(rows, t)).map((lead) => csvRecord(record(lead, t))).join('');
    written += rows.length;
    after = rows[rows.length - 1]?.id;
    if (rows.length < batchSize) return;
  }
}

/** The export as a stream of UTF-8 bytes, read `batchSize` leads at a time. */
export function leadsCsv(scope: SellerScope, filters: LeadFilters, t: Translate, { batchSize = BATCH_SIZE } = {}): ReadableStream<Uint8Array> {
  const pieces = csvPieces(scope, filters, t, batchSize);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const piece = await pieces.next();
      if (piece.done) controller.close();
      else controller.enqueue(encoder.encode(piece.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
