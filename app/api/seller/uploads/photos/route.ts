import { privateJson } from '@/lib/http/private-json';
import { sellerRoute, uploadPhotos } from '@/lib/listing-editor/server';

/** A seller's photos (form field `photos`): all made safe and stored for their account, or none (docs/seller-workspace.md "Uploading"). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async POST({ request, scope }) {
    const uploaded = await uploadPhotos(scope, request);
    return uploaded.ok ? privateJson({ data: uploaded.items }, { status: 201 }) : uploaded.response;
  },
}, { limits: ['sellerUploads'] });
