import http from 'node:http';
import { z } from 'zod';
import { sellerPaths, uploadedPhotoSchema } from '@/lib/listing-editor';

// Photos sent to a running app's upload route as the seller's browser sends them (one multipart POST,
// docs/seller-workspace.md "Uploading"), timed from the first byte sent.

export interface AppPhotoUpload {
  status: number;
  /** Photos the app answered as stored (201). */
  stored: number;
  /** The app's messages when it refused the upload. */
  errors: string[];
  /** Until the whole body was handed to the connection. */
  sentMs: number;
  /** Until the end of the app's answer: reading, processing and storing every photo. */
  answerMs: number;
}

const answerSchema = z.union([z.object({ data: z.array(uploadedPhotoSchema) }), z.object({ errors: z.array(z.string()) })]);

export function uploadPhotosToApp(origin: URL, host: string, form: { body: Buffer; contentType: string }, headers: http.OutgoingHttpHeaders): Promise<AppPhotoUpload> {
  const port = origin.port || 80;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sentMs = Number.NaN;
    const request = http.request(
      {
        hostname: origin.hostname, port, path: sellerPaths.photos, method: 'POST',
        headers: { ...headers, host: `${host}:${port}`, 'content-type': form.contentType, 'content-length': form.body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerMs = performance.now() - started;
          const status = response.statusCode ?? 0;
          let parsed: z.infer<typeof answerSchema> | null = null;
          try {
            const result = answerSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            parsed = result.success ? result.data : null;
          } catch {
            parsed = null;
          }
          const stored = status === 201 && parsed && 'data' in parsed ? parsed.data.length : 0;
          const errors = parsed && 'errors' in parsed ? parsed.errors : status === 201 ? [] : [`an answer without messages (${status})`];
          resolve({ status, stored, errors, sentMs, answerMs });
        });
      },
    );
    request.on('finish', () => (sentMs = performance.now() - started));
    request.on('error', reject);
    request.end(form.body);
  });
}
