import { LETTER, PdfPage, textWidth, wrapText, type PdfPoint } from './pdf-document';
import type { Random } from './random';
import { ecoregionOf } from './vocabulary/ecoregions';
import { soilSeries, soilTextures } from './vocabulary/soils';

// The pages of the seeded listing documents: a heading with the document's and the listing's titles,
// the listing's facts, then what each kind is about (a survey's parcel outline and boundary calls, a
// soil report's map units, a brochure's description). Drawn from the listing's document stream.

export const documentKinds = ['brochure', 'survey', 'soil'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The title a document carries on the page and in `listing_media.alt_text`. */
export const documentTitles: Readonly<Record<DocumentKind, string>> = { brochure: 'Property brochure', survey: 'Survey plat', soil: 'Soil report' };

/** What a document says about its listing; a shared sample document has no listing id, county or state. */
export interface DocumentSubject {
  listingId: number | null;
  title: string;
  acres: number;
  county: string | null;
  state: string | null;
  stateAbbreviation: string;
  description: string;
}

const MARGIN = 54;
const WIDTH = LETTER.width - 2 * MARGIN;
const FOOTER_Y = 40;
// One formatter each: toLocaleString builds a new one per call, which costs more than drawing the page.
const acresFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const tenthsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const acresText = (acres: number) => acresFormat.format(acres);
const tenths = (n: number) => tenthsFormat.format(n);

/** Heading, listing title and facts; returns the baseline below them. */
function head(page: PdfPage, title: string, s: DocumentSubject): number {
  page.rect(0, LETTER.height - 30, LETTER.width, 30, 0.2);
  page.text(MARGIN, LETTER.height - 20, 9, s.listingId === null ? 'SAMPLE DOCUMENT' : `LISTING ${s.listingId}`, { font: 'bold', gray: 1 });
  let y = LETTER.height - 78;
  page.text(MARGIN, y, 24, title, { font: 'bold' });
  for (const line of wrapText(s.title, 14, WIDTH)) page.text(MARGIN, (y -= 20), 14, line, { gray: 0.25 });
  page.path([[MARGIN, (y -= 16)], [LETTER.width - MARGIN, y]], { width: 0.75, gray: 0.6 });
  const facts: Array<[string, string | null]> = [
    ['Acres', acresText(s.acres)], ['County', s.county], ['State', s.state], ['Listing ID', s.listingId === null ? null : String(s.listingId)],
  ];
  for (const [label, value] of facts) {
    if (value === null) continue;
    page.text(MARGIN, (y -= 18), 10.5, label, { font: 'bold', gray: 0.35 });
    page.text(MARGIN + 96, y, 11, value);
  }
  page.path([[MARGIN, (y -= 14)], [LETTER.width - MARGIN, y]], { width: 0.75, gray: 0.6 });
  return y - 28;
}

const FOOTER = 'Generated sample document. It is not a recorded survey, a soil test or an offer; ask the broker for the recorded documents.';

function foot(page: PdfPage): void {
  const lines = wrapText(FOOTER, 8.5, WIDTH);
  lines.forEach((line, i) => page.text(MARGIN, FOOTER_Y + (lines.length - 1 - i) * 11, 8.5, line, { gray: 0.45 }));
}

/** A quadrant bearing as surveys write it: N 12°30' E. */
function bearing(dx: number, dy: number): string {
  const angle = (Math.atan2(Math.abs(dx), Math.abs(dy)) * 180) / Math.PI;
  const degrees = Math.floor(angle);
  const minutes = Math.min(59, Math.round((angle - degrees) * 60));
  return `${dy >= 0 ? 'N' : 'S'} ${degrees}\u00B0${String(minutes).padStart(2, '0')}' ${dx >= 0 ? 'E' : 'W'}`;
}

function polygonArea(points: readonly PdfPoint[]): number {
  let twice = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? points[0] ?? [0, 0];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

/** The parcel as an irregular polygon of 4-7 corners in a box, its corners lettered, and its boundary calls. */
function surveyBody(page: PdfPage, random: Random, s: DocumentSubject, top: number): void {
  page.text(MARGIN, top, 13, 'Parcel outline', { font: 'bold' });
  const box = { x: MARGIN, y: top - 292, w: WIDTH, h: 276 };
  page.path([[box.x, box.y], [box.x + box.w, box.y], [box.x + box.w, box.y + box.h], [box.x, box.y + box.h]], { close: true, width: 0.5, gray: 0.7, dash: 3 });
  const corners = random.int(4, 7);
  const [cx, cy] = [box.x + box.w / 2, box.y + box.h / 2];
  const stretch = random.between(1, 1.6);
  const radius = box.h * 0.4;
  const points: PdfPoint[] = Array.from({ length: corners }, (_, i) => {
    const angle = ((i + random.between(-0.25, 0.25)) / corners) * 2 * Math.PI + Math.PI / 4;
    const r = radius * random.between(0.7, 1);
    return [cx + r * Math.cos(angle) * stretch, cy + r * Math.sin(angle)];
  });
  page.path(points, { close: true, width: 1.75 });
  points.forEach(([x, y], i) => page.text(x + (x >= cx ? 5 : -12), y + (y >= cy ? 5 : -12), 9, String.fromCharCode(65 + i), { font: 'bold' }));
  // North arrow in the box's top right corner.
  const [nx, ny] = [box.x + box.w - 24, box.y + box.h - 58];
  page.path([[nx, ny], [nx, ny + 36]], { width: 1.25 }).path([[nx - 5, ny + 28], [nx, ny + 36], [nx + 5, ny + 28]], { width: 1.25 });
  page.text(nx - 4, ny + 42, 10, 'N', { font: 'bold' });
  // Feet per point so the drawn outline holds the listing's acres (43,560 sq ft each).
  const feet = Math.sqrt((s.acres * 43_560) / polygonArea(points));
  page.text(box.x + 8, box.y + 8, 8.5, `Not to scale. ${acresText(s.acres)} acres, more or less.`, { gray: 0.4 });
  let y = box.y - 30;
  page.text(MARGIN, y, 13, 'Boundary calls', { font: 'bold' });
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
    const from = String.fromCharCode(65 + i);
    const to = String.fromCharCode(65 + ((i + 1) % points.length));
    page.text(MARGIN, (y -= 16), 10.5, `${from} to ${to}`, { font: 'bold', gray: 0.35 });
    page.text(MARGIN + 70, y, 10.5, bearing(x2 - x1, y2 - y1));
    page.text(MARGIN + 190, y, 10.5, `${tenths(Math.hypot(x2 - x1, y2 - y1) * feet)} ft`);
  });
}

const slopes = [['A', '0 to 2'], ['B', '2 to 5'], ['C', '5 to 9'], ['D', '9 to 15'], ['E', '15 to 25']] as const;

/** Three to five soil map units of the listing's ecoregion, their acres adding up to the listing's. */
function soilBody(page: PdfPage, random: Random, s: DocumentSubject, top: number): void {
  page.text(MARGIN, top, 13, 'Soil map units', { font: 'bold' });
  const series = soilSeries[ecoregionOf(s.stateAbbreviation)];
  const drawn = Array.from({ length: random.int(3, 5) }, () => {
    const name = random.pick(series);
    const [letter, range] = random.pickSkewed(slopes, 1.4);
    return { symbol: `${name.slice(0, 2)}${letter}`, name: `${name} ${random.pickSkewed(soilTextures, 1.5)}, ${range} percent slopes`, weight: random.between(0.15, 1) };
  });
  // One row per map unit symbol.
  const units = [...new Map(drawn.map((u) => [u.symbol, u])).values()].sort((a, b) => b.weight - a.weight);
  const total = units.reduce((sum, u) => sum + u.weight, 0);
  const columns = [MARGIN + 6, MARGIN + 60, MARGIN + 380, MARGIN + 450];
  let y = top - 30;
  page.rect(MARGIN, y - 6, WIDTH, 20, 0.88);
  ['Symbol', 'Map unit name', 'Acres', 'Percent'].forEach((label, i) => page.text(columns[i] ?? MARGIN, y, 10, label, { font: 'bold' }));
  units.forEach((unit, i) => {
    y -= 22;
    if (i % 2 === 1) page.rect(MARGIN, y - 7, WIDTH, 22, 0.95);
    const share = unit.weight / total;
    page.text(columns[0] ?? MARGIN, y, 10.5, unit.symbol, { font: 'bold' });
    page.text(columns[1] ?? MARGIN, y, textWidth(unit.name, 10.5) > 310 ? 8.5 : 10.5, unit.name);
    page.text(columns[2] ?? MARGIN, y, 10.5, tenths(s.acres * share));
    page.text(columns[3] ?? MARGIN, y, 10.5, `${tenths(share * 100)}%`);
  });
  page.path([[MARGIN, (y -= 14)], [LETTER.width - MARGIN, y]], { width: 0.75, gray: 0.6 });
  page.text(MARGIN, (y -= 20), 10.5, `Total: ${acresText(s.acres)} acres`, { font: 'bold' });
}

/** The listing's description as running text, cut to what fits above the footer. */
function brochureBody(page: PdfPage, s: DocumentSubject, top: number): void {
  page.text(MARGIN, top, 13, 'About the property', { font: 'bold' });
  // Baselines 15 pt apart from 24 pt below the heading, the last one clear of a two-line footer.
  const room = Math.floor((top - 24 - (FOOTER_Y + 36)) / 15) + 1;
  const lines = wrapText(s.description, 11, WIDTH);
  const shown = lines.length > room ? [...lines.slice(0, room - 1), `${lines[room - 1] ?? ''} ...`] : lines;
  shown.forEach((line, i) => page.text(MARGIN, top - 24 - i * 15, 11, line));
}

/** The page of one document of a listing (or of the shared sample). */
export function documentPage(kind: DocumentKind, random: Random, subject: DocumentSubject, title = documentTitles[kind]): PdfPage {
  const page = new PdfPage();
  const top = head(page, title, subject);
  if (kind === 'survey') surveyBody(page, random, subject, top);
  else if (kind === 'soil') soilBody(page, random, subject, top);
  else brochureBody(page, subject, top);
  foot(page);
  return page;
}
