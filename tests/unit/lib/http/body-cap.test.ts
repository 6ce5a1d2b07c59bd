import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requestBodyCap, uploadBodyCaps } from '@/lib/http/body-cap';
import { deploymentGuardOptions } from '@/lib/http/server-guard';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads';

const MB = 1024 * 1024;
const cap = (target: string) => requestBodyCap(target, MB, uploadBodyCaps);

describe('the body cap the guard applies to a path', () => {
  it('gives both upload routes the uploads\' whole-body cap, with or without a query or trailing slash', () => {
    for (const route of ['photos', 'documents']) {
      expect(fs.existsSync(`app/api/seller/uploads/${route}/route.ts`), route).toBe(true);
      for (const target of [`/api/seller/uploads/${route}`, `/api/seller/uploads/${route}/`, `/api/seller/uploads/${route}?draft=4`]) {
        expect(cap(target), target).toBe(MAX_UPLOAD_BYTES);
      }
    }
  });

  it('keeps the deployment\'s cap on every other path, the other seller routes included', () => {
    for (const target of ['/', '/api/seller/drafts', '/api/seller/drafts/4/media', '/api/seller/uploads', '/api/seller/uploadsx/photos', '/api/leads', '/texas-land-for-sale/']) {
      expect(cap(target), target).toBe(MB);
    }
  });

  it('reads the path as the router does: dot segments that leave the upload folder keep the small cap', () => {
    for (const target of ['/api/seller/uploads/../drafts', '/api/seller/uploads/%2e%2e/drafts', '/api/seller/uploads/photos/../../listings/4', '//api/seller/uploads/photos']) {
      expect(cap(target), target).toBe(MB);
    }
    expect(cap('/api/seller/drafts/../uploads/photos')).toBe(MAX_UPLOAD_BYTES);
  });

  it('is the deployment\'s cap when no path has its own', () => {
    expect(requestBodyCap('/api/seller/uploads/photos', MB, [])).toBe(MB);
  });

  it('is what the deployed guard uses', () => {
    expect(deploymentGuardOptions().pathBodyCaps).toBe(uploadBodyCaps);
  });
});
