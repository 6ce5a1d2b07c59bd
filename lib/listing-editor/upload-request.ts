import { z } from 'zod';

// Sending files to the seller upload routes from the browser with progress (fetch reports none for
// uploads), and reading their answers through schemas.

export const uploadedPhotoSchema = z.object({ documentId: z.number().int().positive(), name: z.string().optional() });
export const uploadedDocumentSchema = z.object({ documentId: z.number().int().positive(), name: z.string().optional() });

export type UploadAnswer<T> = { ok: true; files: T[] } | { ok: false; message: string };

/** POSTs `files` as multipart field `field`; `onProgress` gets 0-100 while the body is sent. */
export function uploadFiles<T>(endpoint: string, field: string, files: readonly File[], schema: z.ZodType<T>, onProgress: (percent: number) => void, failed: string): Promise<UploadAnswer<T>> {
  const body = new FormData();
  for (const file of files) body.append(field, file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => resolve({ ok: false, message: failed });
    request.onload = () => {
      const answer: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        const parsed = z.object({ data: z.array(schema) }).safeParse(answer);
        resolve(parsed.success ? { ok: true, files: parsed.data.data } : { ok: false, message: failed });
        return;
      }
      const errors = z.object({ errors: z.array(z.string()).min(1) }).safeParse(answer);
      resolve({ ok: false, message: errors.success ? errors.data.errors.join(' ') : failed });
    };
    request.send(body);
  });
}
