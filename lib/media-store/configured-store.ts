import { env, type Env } from '@/lib/env';
import { FileMediaStore } from './file-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

type StoreSettings = Pick<Env, 'MEDIA_STORE' | 'MEDIA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/** The store the settings name: files under MEDIA_DIR, or the S3 bucket. */
export function mediaStoreFrom(settings: StoreSettings): MediaStore {
  if (settings.MEDIA_STORE === 'fs') return new FileMediaStore(settings.MEDIA_DIR);
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  // lib/env.ts refuses these settings already; this narrows the types.
  if (bucket === undefined) throw new Error('S3_BUCKET is required when MEDIA_STORE=s3');
  return new S3MediaStore({
    bucket,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
  });
}

let configured: MediaStore | undefined;

/** The process's media store, from MEDIA_STORE and its settings (lib/env.ts); made once, its connections shared. */
export function mediaStore(): MediaStore {
  configured ??= mediaStoreFrom(env());
  return configured;
}
