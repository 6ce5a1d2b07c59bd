import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkContentType } from './content-type';
import { checkMediaKey } from './media-key';
import type { MediaStore, StoredMedia } from './media-store';

export interface S3MediaStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; unset means AWS itself. */
  endpoint?: string;
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint}/{key}`: most S3-compatible servers want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isS3Error = (error: unknown, ...names: string[]) => error instanceof S3ServiceException && names.includes(error.name);

/**
 * Originals as objects of one bucket, the key as the object key. S3 replaces an object at once on PUT,
 * so readers see the old object or the new one.
 */
export class S3MediaStore implements MediaStore {
  readonly bucket: string;
  readonly #client: S3Client;

  constructor(options: S3MediaStoreOptions) {
    this.bucket = options.bucket;
    this.#client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // A server that stops answering fails the request (and the SDK retries) instead of holding it forever;
      // a slow but moving transfer of a large original is not cut.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    checkMediaKey(key);
    checkContentType(contentType);
    await this.#client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredMedia | null> {
    checkMediaKey(key);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) throw new Error(`S3 answered GET ${key} without a body`);
      const body = await object.Body.transformToByteArray();
      return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // Only a missing key is "no object": a missing bucket or a refused signature is a fault to report.
      if (isS3Error(error, 'NoSuchKey')) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkMediaKey(key);
    // S3 answers 204 for a key that is not there.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    checkMediaKey(key);
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      // A HEAD answer has no body, so a missing key and a missing bucket are both a bare 404 ("NotFound").
      if (isS3Error(error, 'NotFound', 'NoSuchKey')) return false;
      throw error;
    }
  }

  /** Closes the client's connections (tests and scripts that end). */
  close(): void {
    this.#client.destroy();
  }
}
