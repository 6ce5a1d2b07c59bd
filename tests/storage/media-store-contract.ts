import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { MediaContentTypeError, MediaKeyError, type MediaStore } from '@/lib/media-store';

/** A store under test, on storage of its own. */
export interface StoreSubject {
  store: MediaStore;
  /** Everything the storage holds, one entry per object or file (hidden ones too), sorted. */
  contents(): Promise<string[]>;
  /** The same kind of store on storage it cannot reach: any call that touches storage fails. */
  unreachable: MediaStore;
}

export const badKeys: readonly string[] = [
  '',
  '/etc/passwd',
  '../outside.jpg',
  'listings/../../outside.jpg',
  'listings/./1.jpg',
  'listings\\1.jpg',
  'listings//1.jpg',
  'listings/1/',
  'listings/.hidden.jpg',
  'listings/1 2.jpg',
  'listings/\u00e9t\u00e9.jpg',
  'listings/1.jpg\n',
  `listings/${'a'.repeat(510)}`,
];

const calls: Record<string, (store: MediaStore, key: string) => Promise<unknown>> = {
  put: (store, key) => store.put(key, Buffer.from('x'), 'image/jpeg'),
  get: (store, key) => store.get(key),
  delete: (store, key) => store.delete(key),
  exists: (store, key) => store.exists(key),
};

/**
 * What every MediaStore does, whatever holds the bytes: the file system and S3 pass the same tests.
 * `create` makes a store on fresh, empty storage for each test.
 */
export function mediaStoreContract(name: string, create: () => Promise<StoreSubject>): void {
  describe(`${name} (the media store contract)`, () => {
    let subject: StoreSubject;
    let store: MediaStore;
    beforeEach(async () => {
      subject = await create();
      store = subject.store;
    });

    it('gives back the bytes and content type it stored, from a Buffer or a Uint8Array', async () => {
      const photo = randomBytes(50_000);
      const notes = new TextEncoder().encode('Survey notes\n');
      await store.put('listings/123/abc.jpg', photo, 'image/jpeg');
      await store.put('listings/123/notes', notes, 'text/plain; charset=utf-8');
      await store.put('listings/123/scan.jpg', Buffer.from('a png under a .jpg name'), 'image/png');
      expect(await store.get('listings/123/abc.jpg')).toEqual({ bytes: photo, contentType: 'image/jpeg' });
      expect(await store.get('listings/123/notes')).toEqual({ bytes: Buffer.from(notes), contentType: 'text/plain; charset=utf-8' });
      expect(await store.get('listings/123/scan.jpg')).toEqual({ bytes: Buffer.from('a png under a .jpg name'), contentType: 'image/png' });
    });

    it('stores an empty object and a 10 MB one', async () => {
      const large = randomBytes(10 * 1024 * 1024);
      await store.put('documents/empty.pdf', Buffer.alloc(0), 'application/pdf');
      await store.put('documents/large.pdf', large, 'application/pdf');
      const [empty, got] = [await store.get('documents/empty.pdf'), await store.get('documents/large.pdf')];
      expect(empty).toEqual({ bytes: Buffer.alloc(0), contentType: 'application/pdf' });
      expect(got?.contentType).toBe('application/pdf');
      expect(got?.bytes.length).toBe(large.length);
      expect(got?.bytes.equals(large)).toBe(true);
    });

    it('answers null and false for a key it does not hold, also below a key it holds', async () => {
      await store.put('listings/1/a.jpg', Buffer.from('a'), 'image/jpeg');
      for (const key of ['listings/1/b.jpg', 'listings/2/a.jpg', 'listings/1', 'listings/1/a.jpg/c.jpg']) {
        expect(await store.get(key), key).toBeNull();
        expect(await store.exists(key), key).toBe(false);
      }
    });

    it('tells whether it holds a key', async () => {
      expect(await store.exists('accounts/7/logo.png')).toBe(false);
      await store.put('accounts/7/logo.png', Buffer.from('logo'), 'image/png');
      expect(await store.exists('accounts/7/logo.png')).toBe(true);
    });

    it('deletes a key, and deleting a key it does not hold is no error', async () => {
      await store.delete('listings/9/never.jpg');
      await store.put('listings/9/once.jpg', Buffer.from('once'), 'image/jpeg');
      await store.put('listings/9/kept.jpg', Buffer.from('kept'), 'image/jpeg');
      await store.delete('listings/9/once.jpg');
      await store.delete('listings/9/once.jpg');
      expect([await store.get('listings/9/once.jpg'), await store.exists('listings/9/once.jpg')]).toEqual([null, false]);
      expect(await store.get('listings/9/kept.jpg')).toEqual({ bytes: Buffer.from('kept'), contentType: 'image/jpeg' });
    });

    it('replaces an object on a second put, bytes and content type', async () => {
      await store.put('listings/5/photo.jpg', Buffer.from('first'), 'image/jpeg');
      await store.put('listings/5/photo.jpg', Buffer.from('second, longer'), 'image/webp');
      expect(await store.get('listings/5/photo.jpg')).toEqual({ bytes: Buffer.from('second, longer'), contentType: 'image/webp' });
      await store.put('listings/5/photo.jpg', Buffer.from('3rd'), 'image/jpeg');
      expect(await store.get('listings/5/photo.jpg')).toEqual({ bytes: Buffer.from('3rd'), contentType: 'image/jpeg' });
    });

    it('refuses bad keys with MediaKeyError before touching storage', async () => {
      await store.put('listings/1/a.jpg', Buffer.from('a'), 'image/jpeg');
      const before = await subject.contents();
      for (const key of badKeys) {
        for (const [method, call] of Object.entries(calls)) {
          await expect(call(store, key), `${method} ${JSON.stringify(key)}`).rejects.toThrow(MediaKeyError);
          // A store that cannot reach its storage refuses the same way: nothing was attempted.
          await expect(call(subject.unreachable, key), `${method} ${JSON.stringify(key)} (unreachable)`).rejects.toThrow(MediaKeyError);
        }
      }
      expect(await subject.contents()).toEqual(before);
      // A good key does reach for the unreachable storage, so the refusals above came before any attempt.
      const reached = await subject.unreachable.exists('listings/1/a.jpg').then(() => null, (error: unknown) => error);
      expect(reached).toBeInstanceOf(Error);
      expect(reached).not.toBeInstanceOf(MediaKeyError);
    });

    it('refuses a content type that is no header value, storing nothing', async () => {
      for (const contentType of ['', 'jpeg', 'image/jpeg\r\nx-amz-acl: public-read', `image/${'x'.repeat(300)}`]) {
        await expect(store.put('listings/1/a.jpg', Buffer.from('a'), contentType), JSON.stringify(contentType)).rejects.toThrow(MediaContentTypeError);
      }
      expect(await subject.contents()).toEqual([]);
    });

    it('keeps every object of concurrent puts of different keys', async () => {
      const objects = Array.from({ length: 24 }, (_, i) => ({ key: `listings/${i % 3}/photo-${i}.jpg`, bytes: randomBytes(20_000 + i) }));
      await Promise.all(objects.map(({ key, bytes }) => store.put(key, bytes, 'image/jpeg')));
      const got = await Promise.all(objects.map(({ key }) => store.get(key)));
      expect(got.map((object) => object?.bytes.toString('base64'))).toEqual(objects.map(({ bytes }) => bytes.toString('base64')));
    });
  });
}
