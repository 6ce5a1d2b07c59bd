import { describe, expect, it } from 'vitest';
import { documentItem, photoItem, refusals, refusalStatus, type UploadRefusal } from '@/lib/uploads';
import { expectPlainEnglish } from './fixtures';

const every: UploadRefusal[] = [
  refusals.wrongContentType(), refusals.malformedForm(), refusals.repeatedField('listingId'),
  refusals.bodyTooLarge(photoItem, 200 * 1024 * 1024), refusals.fileTooLarge(documentItem, 20 * 1024 * 1024),
  refusals.tooManyFiles(photoItem, 30), refusals.tooManyFields(20), refusals.fieldTooLarge(4096),
  refusals.notAnImage(), refusals.heic(), refusals.notAPdf(), refusals.tooManyPixels(12_000, 9_000, 50_000_000),
  refusals.corrupt(), refusals.busy(),
];

describe('upload refusals', () => {
  it('give every code a sentence a seller can read', () => {
    expect(new Set(every.map((r) => r.code))).toEqual(new Set(Object.keys(refusalStatus)));
    for (const refusal of every) expectPlainEnglish(refusal.message);
  });

  it('answer caps with 413, wrong types with 415, unreadable photos with 422 and a full queue with 503', () => {
    const byStatus = (status: number) => Object.entries(refusalStatus).filter(([, s]) => s === status).map(([code]) => code).sort();
    expect(byStatus(413)).toEqual(['body-too-large', 'field-too-large', 'file-too-large', 'too-many-fields', 'too-many-files']);
    expect(byStatus(415)).toEqual(['not-a-pdf', 'not-an-image', 'unsupported-type', 'wrong-content-type']);
    expect(byStatus(422)).toEqual(['corrupt', 'too-many-pixels']);
    expect(byStatus(503)).toEqual(['busy']);
    expect(byStatus(400)).toEqual(['malformed-form']);
  });

  it('write sizes and counts the way people read them', () => {
    expect(refusals.bodyTooLarge(photoItem, 200 * 1024 * 1024).message).toBe('One upload can be at most 200 MB in all. Please send the photos in smaller groups.');
    expect(refusals.fileTooLarge(photoItem, 2.5 * 1024 * 1024).message).toBe('A photo can be at most 2.5 MB.');
    expect(refusals.tooManyPixels(12_000, 9_000, 50_000_000).message)
      .toBe('This photo is 12,000 x 9,000 pixels; a photo can have at most 50 megapixels. Please send a smaller size.');
  });
});
