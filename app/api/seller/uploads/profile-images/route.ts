import { privateJson } from '@/lib/http/private-json';
import { sellerRoute } from '@/lib/listing-editor/server';
import { publicPagesChanged } from '@/lib/page-changes/server';
import { uploadProfileImage } from '@/lib/seller-profile/server';

/** The seller's portrait (form field `portrait`) or company logo (`logo`): one photo made safe and made theirs (docs/seller-profile.md). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async POST({ request, scope }) {
    const uploaded = await uploadProfileImage(scope, request);
    if (!uploaded.ok) return uploaded.response;
    await publicPagesChanged();
    return privateJson({ data: [uploaded.image] }, { status: 201 });
  },
}, { limits: ['sellerUploads'] });
