// Every way an upload is refused: a code for programs, the HTTP status a route answers with, and a
// sentence for the seller in plain English (never a library's text).

/** The status a route answers each refusal with. */
export const refusalStatus = {
  'wrong-content-type': 415,
  'malformed-form': 400,
  'body-too-large': 413,
  'file-too-large': 413,
  'too-many-files': 413,
  'too-many-fields': 413,
  'field-too-large': 413,
  'not-an-image': 415,
  'unsupported-type': 415,
  'not-a-pdf': 415,
  'too-many-pixels': 422,
  corrupt: 422,
  busy: 503,
} as const;

export type UploadRefusalCode = keyof typeof refusalStatus;

export interface UploadRefusal {
  ok: false;
  code: UploadRefusalCode;
  message: string;
}

export type UploadResult<T> = { ok: true; value: T } | UploadRefusal;

/** What a request carries, for messages: `{ one: 'photo', many: 'photos' }`. */
export interface UploadItem {
  one: string;
  many: string;
}

export const photoItem: UploadItem = { one: 'photo', many: 'photos' };
export const documentItem: UploadItem = { one: 'document', many: 'documents' };

const refuse = (code: UploadRefusalCode, message: string): UploadRefusal => ({ ok: false, code, message });

const megabytes = (bytes: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

const photoTypes = 'JPEG, PNG, WebP, GIF or AVIF';

export const refusals = {
  wrongContentType: () => refuse('wrong-content-type', 'Send the files as a form upload (multipart/form-data).'),
  malformedForm: () => refuse('malformed-form', 'The upload was cut off or is not a valid form. Please try again.'),
  repeatedField: (name: string) => refuse('malformed-form', `The form field "${name}" was sent more than once.`),
  bodyTooLarge: (item: UploadItem, maxBytes: number) =>
    refuse('body-too-large', `One upload can be at most ${megabytes(maxBytes)} in all. Please send the ${item.many} in smaller groups.`),
  fileTooLarge: (item: UploadItem, maxBytes: number) => refuse('file-too-large', `A ${item.one} can be at most ${megabytes(maxBytes)}.`),
  tooManyFiles: (item: UploadItem, max: number) => refuse('too-many-files', `Send at most ${count(max)} ${item.many} at a time.`),
  tooManyFields: (max: number) => refuse('too-many-fields', `The form can have at most ${count(max)} fields besides its files.`),
  fieldTooLarge: (maxBytes: number) => refuse('field-too-large', `A form field can be at most ${count(maxBytes)} bytes long.`),
  notAnImage: () => refuse('not-an-image', `This file is not a photo. Please send ${photoTypes} images.`),
  heic: () => refuse(
    'unsupported-type',
    'HEIC photos cannot be read here. Please send the photo as JPEG, PNG or WebP: phones can share photos as JPEG '
      + '(on an iPhone, choose Most Compatible under Settings > Camera > Formats).',
  ),
  notAPdf: () => refuse('not-a-pdf', 'This file is not a PDF. Please send listing documents as PDF files.'),
  tooManyPixels: (width: number, height: number, maxPixels: number) => refuse(
    'too-many-pixels',
    `This photo is ${count(width)} x ${count(height)} pixels; a photo can have at most ${count(maxPixels / 1_000_000)} megapixels. `
      + 'Please send a smaller size.',
  ),
  corrupt: () => refuse('corrupt', 'This photo could not be read: the file is damaged or incomplete. Please try sending it again.'),
  busy: () => refuse('busy', 'Many photos are being processed right now. Please try again in a minute.'),
};
