import type http from 'node:http';
import { answerImage, busyAnswer, RETRY_AFTER_SECONDS, textAnswer, type ImageAnswer } from '@/lib/images/server';
import type { NodeHandler } from './node-handler';

// docs/platform.md "Photos from the app server". A search page asks for a dozen photos for each page it
// sends; through Next's request handler each cost 11 ms of CPU (its request and response objects, web
// streams, tracing) against 3-4 ms for the work that is the photo's own: the document's row, the media
// store, the variant cache. So the app server answers /resizedimages/... itself, before Next, with the
// same function the route handler calls (`answerImage`), inside the server guard (security headers,
// request target, fair share) like every other answer. Photos are the same for every brand, so the
// proxy's brand and dialect work has nothing to do for them.

export const RESIZED_IMAGES_PREFIX = '/resizedimages/';

/** The path's segments after the prefix, decoded as Next decodes a catch-all route's; null when one cannot be. */
export function imageSegments(url: string): string[] | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return path.slice(RESIZED_IMAGES_PREFIX.length).split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function write(response: http.ServerResponse, { status, headers, body }: ImageAnswer): void {
  response.writeHead(status, headers);
  response.end(body ?? undefined);
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse, url: string): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return write(response, textAnswer(405, 'Method not allowed', { allow: 'GET, HEAD' }));
  const segments = imageSegments(url);
  if (segments === null) return write(response, textAnswer(400, 'The image path is not valid'));
  const ifNoneMatch = request.headers['if-none-match'] ?? null;
  try {
    write(response, await answerImage(segments, { ifNoneMatch, headOnly: method === 'HEAD' }));
  } catch (error) {
    // The database or the media store failed: a photo is retried, never a stack trace.
    console.error('resizedimages:', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    if (!response.headersSent) write(response, busyAnswer(RETRY_AFTER_SECONDS));
    else response.destroy();
  }
}

/** Answers /resizedimages/... here and hands every other request to `handle`. */
export function resizedImages(handle: NodeHandler): NodeHandler {
  return (request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(RESIZED_IMAGES_PREFIX)) return handle(request, response);
    // Whatever goes wrong after the answer started (the client gone), the connection ends, never the process.
    return answer(request, response, url).catch(() => response.destroy());
  };
}
