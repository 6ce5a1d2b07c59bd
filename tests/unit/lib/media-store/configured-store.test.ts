import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { FileMediaStore, mediaStoreFrom, S3MediaStore } from '@/lib/media-store';

describe('the configured media store', () => {
  it('is files under MEDIA_DIR when nothing is configured', () => {
    const store = mediaStoreFrom(parseEnv({ MEDIA_DIR: '/srv/media' }));
    expect(store).toBeInstanceOf(FileMediaStore);
    expect(store).toMatchObject({ root: '/srv/media' });
  });

  it('is the S3 bucket with MEDIA_STORE=s3', () => {
    const store = mediaStoreFrom(parseEnv({ MEDIA_STORE: 's3', S3_BUCKET: 'acrewise-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }));
    expect(store).toBeInstanceOf(S3MediaStore);
    expect(store).toMatchObject({ bucket: 'acrewise-media' });
    if (store instanceof S3MediaStore) store.close();
  });
});
