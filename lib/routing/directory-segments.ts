import { DirectorySort } from '@/lib/domain';
import { stateBySlug } from '@/lib/geo/states';
import type { DirectoryRoute } from './route';
import { memberTypeSegments } from './route-values';
import { pageSegment, parsePage } from './path-segments';
import { buildArea, parseArea, type TailStyle } from './search-segments';

// Broker directory path after its base: [state] [county/city] [member type] [sort-*] [page-n] (SPEC §2.5).

const directorySorts: ReadonlySet<string> = new Set(Object.values(DirectorySort).filter((s) => s !== 'default'));
const style: TailStyle = { typeSuffix: '', zipSuffix: '', sorts: directorySorts };
const isMemberType = (s: string): s is (typeof memberTypeSegments)[number] => (memberTypeSegments as readonly string[]).includes(s);

export function parseDirectory(segments: readonly string[]): DirectoryRoute | null {
  const route: DirectoryRoute = { kind: 'directory', page: 0 };
  let i = 0;
  const at = () => segments[i] ?? '';
  if (i < segments.length && stateBySlug(at())) {
    route.state = at();
    i++;
    const next = at();
    if (i < segments.length && !isMemberType(next) && !next.startsWith('sort-') && parsePage(next) === null) {
      const area = parseArea(next, style);
      if (!area || area.type === 'zip') return null;
      route.area = area;
      i++;
    }
  }
  if (i < segments.length && isMemberType(at())) {
    route.memberType = at() as DirectoryRoute['memberType'];
    i++;
  }
  if (i < segments.length && at().startsWith('sort-')) {
    if (!directorySorts.has(at())) return null;
    route.sort = at();
    i++;
  }
  if (i < segments.length) {
    const page = parsePage(at());
    if (page === null) return null;
    route.page = page;
    i++;
  }
  return i === segments.length ? route : null;
}

export function buildDirectory(route: DirectoryRoute): string[] {
  const out: string[] = [];
  if (route.state) out.push(route.state);
  if (route.state && route.area) out.push(buildArea(route.area, style));
  if (route.memberType) out.push(route.memberType);
  if (route.sort) out.push(route.sort);
  out.push(...pageSegment(route.page));
  return out;
}
