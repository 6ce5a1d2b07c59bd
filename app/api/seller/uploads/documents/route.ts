import { privateJson } from '@/lib/http/private-json';
import { sellerRoute, uploadDocuments } from '@/lib/listing-editor/server';

/** A seller's listing PDFs (form field `documents`): all checked and stored for their account, or none (docs/seller-workspace.md "Uploading"). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async POST({ request, scope }) {
    const uploaded = await uploadDocuments(scope, request);
    return uploaded.ok ? privateJson({ data: uploaded.items }, { status: 201 }) : uploaded.response;
  },
}, { limits: ['sellerUploads'] });
