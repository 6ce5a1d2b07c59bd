// The server face of lib/page-changes: a seller's change reaches every instance's cached pages (DESIGN §3.1).
export { publicPagesChanged } from './pages-changed';
