import { embedFrameOrigins } from '@/lib/http/frame-origins';
import { LOGGING_ENDPOINT } from '@/lib/logging/endpoint';

export interface CspOptions {
  /** Origins a brand's map style loads styles, tiles, sprites and glyphs from (brand `mapStyleUrl`). */
  mapOrigins: readonly string[];
  /** `next dev`: React's dev build evaluates code and hot reload talks over a websocket. */
  development: boolean;
  /** Production: ask browsers to fetch every subresource over https. */
  upgradeInsecureRequests: boolean;
  /**
   * The policy of a PDF answer (a listing document): browsers show a PDF through a viewer plugin in
   * the document itself, which `object-src 'none'` blocks (Chrome then shows nothing), so this origin
   * may load it. Pages keep `'none'`.
   */
  pdfViewer?: boolean;
}

/**
 * One policy for every response. Public pages are cached and identical for every visitor (DESIGN §3.1),
 * so a per-request nonce is impossible: Next's inline bootstrap scripts need 'unsafe-inline', and every
 * other source is this origin. The map's worker is a file of ours (/maplibre-gl-worker.mjs); MapLibre
 * may also start workers from blob: URLs. The only frames are the video and 3D tour players of the
 * listing gallery and the broker profile's video (lib/http/frame-origins.ts). Violations are reported
 * to the logging endpoint.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const map = options.mapOrigins.join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', `'self' 'unsafe-inline'${options.development ? " 'unsafe-eval'" : ''}`],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob: ${map}`],
    ['font-src', "'self' data:"],
    ['connect-src', `'self' ${map}${options.development ? ' ws: wss:' : ''}`],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['frame-src', `'self' ${embedFrameOrigins.join(' ')}`],
    ['object-src', options.pdfViewer ? "'self'" : "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'"],
    ['report-uri', LOGGING_ENDPOINT],
  ];
  if (options.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => `${name} ${value}`.trim().replace(/\s+/g, ' ')).join('; ');
}
