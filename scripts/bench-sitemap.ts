// `npm run bench:sitemap [-- --listings 1000000 --engine postgres|pglite|both]`
// Seeds (or reuses, in ./data/bench/<listings>/, shared with bench:search) a benchmark inventory and
// writes the land brand's whole XML sitemap as a crawler would read it: the index, then every file,
// each streamed to its end. Prints the index time, per-file times (p50/p95/max), the first and last
// listings file (flat when the cut by id range keeps every file's work the same), the total, bytes, URLs
// and the process's peak memory (docs/crawling.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteBrand } from '../lib/brand/server';
import { sitemapFileStream, sitemapFiles, sitemapIndexFor, sitemapFileName } from '../lib/crawl/server';
import { closeDb } from '../lib/db/client';
import { migrate } from '../lib/db/migrate';
import { reloadEnv } from '../lib/env';
import { ensureSeeded } from '../lib/seed';
import { onEngines } from './bench/bench-engines';
import { percentile } from './percentile';

const { values } = parseArgs({ options: { listings: { type: 'string', default: '1000000' }, engine: { type: 'string', default: 'postgres' } } });
const listings = Number(values.listings.replace(/[_,]/g, ''));
const benchDir = path.join(path.resolve(import.meta.dirname, '..'), 'data', 'bench', String(listings));
const MB = 1024 * 1024;

/** Reads a stream to its end: bytes and the number of `<url>` entries. */
async function drain(stream: ReadableStream<Uint8Array>): Promise<{ bytes: number; urls: number }> {
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.byteLength;
    urls += decoder.decode(next.value).split('<url>').length - 1;
  }
  return { bytes, urls };
}

async function benchmark(engine: string, url: string): Promise<void> {
  process.env.DATABASE_URL = url;
  reloadEnv();
  await migrate(url);
  await ensureSeeded(url, { listings, mediaDir: path.join(benchDir, 'media'), log: (m) => console.log(`[${engine}] ${m}`) });
  const brand = siteBrand('land');
  if (!brand) throw new Error('no land brand');
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  await sitemapIndexFor(brand);
  const indexMs = performance.now() - started;
  const files = await sitemapFiles();
  const rows: { name: string; ms: number; bytes: number; urls: number }[] = [];
  for (const { file } of files) {
    const at = performance.now();
    const { bytes, urls } = await drain(sitemapFileStream(brand, file));
    rows.push({ name: sitemapFileName(file), ms: performance.now() - at, bytes, urls });
  }
  const total = performance.now() - started;
  const listingFiles = rows.filter((row) => row.name.startsWith('listings-'));
  const times = listingFiles.map((row) => row.ms).sort((a, b) => a - b);
  console.log(`\n${engine}, ${listings.toLocaleString('en-US')} listings: the land brand's sitemap`);
  console.log(`index (${files.length} files)`.padEnd(34), `${indexMs.toFixed(0)} ms`);
  console.log(`listings files`.padEnd(34), `${listingFiles.length}, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`);
  const [first, last] = [listingFiles[0], listingFiles.at(-1)];
  if (first && last) console.log(`first / last listings file`.padEnd(34), `${first.name} ${first.ms.toFixed(0)} ms (${first.urls} URLs), ${last.name} ${last.ms.toFixed(0)} ms (${last.urls} URLs)`);
  for (const row of rows.filter((r) => !r.name.startsWith('listings-'))) console.log(`${row.name}`.padEnd(34), `${row.ms.toFixed(0)} ms, ${row.urls} URLs`);
  console.log(`all files`.padEnd(34), `${(total / 1000).toFixed(1)} s, ${rows.reduce((n, r) => n + r.urls, 0).toLocaleString('en-US')} URLs, ${(rows.reduce((n, r) => n + r.bytes, 0) / MB).toFixed(0)} MB of XML`);
  console.log(`peak memory (RSS)`.padEnd(34), `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (${(rssBefore / MB).toFixed(0)} MB before the sitemap)`);
  console.log(`largest file`.padEnd(34), `${Math.max(...rows.map((r) => r.urls)).toLocaleString('en-US')} URLs (at most 50,000)`);
  await closeDb();
}

await onEngines(values.engine, benchDir, benchmark);
