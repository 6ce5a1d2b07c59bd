// `npm run bench:load [-- --url http://127.0.0.1:3000 --host land.localhost --path /texas-land-for-sale/ --connections 20 --seconds 30]`
// Concurrent clients on one page of a running app (autocannon): requests/s, latency percentiles, and
// every answer that is not a 2xx. DESIGN §6: 20 clients for 30 s on the embedded database with 0 errors.
// Exits 1 on any error, timeout or non-2xx answer. All clients here are one address: start the app with
// REQUESTS_PER_CLIENT=1000, or the fair share between clients (docs/platform.md) is what is measured.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'land.localhost' },
    path: { type: 'string', default: '/texas-land-for-sale/' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
  },
});

const connections = Number(values.connections);
const duration = Number(values.seconds);
const port = new URL(values.url).port || '80';
const host = values.host.includes(':') ? values.host : `${values.host}:${port}`;

console.log(`${connections} clients x ${duration} s on http://${host}${values.path} (via ${values.url})`);
const result = await autocannon({
  url: new URL(values.path, values.url).toString(),
  connections,
  duration,
  timeout: 10,
  headers: { host },
});

const { latency, requests, non2xx, errors, timeouts } = result;
const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count}`).join(', ');
console.log(`requests: ${requests.total} (${requests.average.toFixed(1)}/s)   statuses: ${statuses}`);
console.log(`latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p97.5 ${latency.p97_5}  p99 ${latency.p99}  max ${latency.max}`);
console.log(`errors: ${errors}  timeouts: ${timeouts}  non-2xx: ${non2xx}`);
const failed = errors + timeouts + non2xx;
console.log(failed === 0 ? 'OK: no errors' : `FAILED: ${failed} requests without a 2xx answer`);
process.exit(failed === 0 ? 0 : 1);
