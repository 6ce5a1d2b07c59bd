import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStore, type S3MediaStoreOptions } from '@/lib/media-store';
import { freePort } from '@/lib/net/free-port';
import { mediaStoreContract } from './media-store-contract';

// A real S3 server (s3rver) on loopback, its objects in a temp folder: the S3 store runs the same
// contract as the file store, over HTTP with signed requests, not against a mocked client.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
// s3rver's default credentials. It refuses an unknown access key id but does not check SigV4
// signatures, and it replaces an object's file in place (a reader during an overwrite may be cut off,
// which S3 itself never does): the contract asks neither of it.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver | undefined;
let endpoint = '';
let admin: S3Client | undefined;
const stores: S3MediaStore[] = [];

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
});

afterAll(async () => {
  for (const store of stores) store.close();
  admin?.destroy();
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

function storeOn(options: Omit<S3MediaStoreOptions, 'region' | 'forcePathStyle' | 'credentials'>): S3MediaStore {
  const store = new S3MediaStore({ region: 'us-east-1', forcePathStyle: true, credentials, ...options });
  stores.push(store);
  return store;
}

function adminClient(): S3Client {
  if (!admin) throw new Error('the S3 server has not started');
  return admin;
}

async function objectKeys(bucket: string): Promise<string[]> {
  const listed = await adminClient().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

let count = 0;
mediaStoreContract('S3MediaStore', async () => {
  const bucket = `contract-${++count}`;
  await adminClient().send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    store: storeOn({ bucket, endpoint }),
    contents: () => objectKeys(bucket),
    // Nothing listens there: freePort() found it free and closed it again.
    unreachable: storeOn({ bucket, endpoint: `http://127.0.0.1:${await freePort()}` }),
  };
});

describe('S3MediaStore against the server', () => {
  it('reports a bucket that does not exist instead of answering "no object"', async () => {
    const store = storeOn({ bucket: 'no-such-bucket', endpoint });
    await expect(store.get('listings/1/a.jpg')).rejects.toThrow(/bucket/i);
    await expect(store.put('listings/1/a.jpg', Buffer.from('a'), 'image/jpeg')).rejects.toThrow(/bucket/i);
  });

  it('signs its requests with the credentials it was given', async () => {
    await adminClient().send(new CreateBucketCommand({ Bucket: 'signed' }));
    const store = new S3MediaStore({ bucket: 'signed', endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { ...credentials, accessKeyId: 'SOMEONE-ELSE' } });
    stores.push(store);
    await expect(store.put('listings/1/a.jpg', Buffer.from('a'), 'image/jpeg')).rejects.toThrow(/Access Key Id/);
    expect(await objectKeys('signed')).toEqual([]);
  });
});
