import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { DOCUMENT_CACHE_CONTROL, documentIdParamSchema, listingDocumentFile, PDF_CONTENT_TYPE } from '@/lib/listings/media/listing-document-file';
import { mediaStore } from '@/lib/media-store';

/**
 * GET /api/documents/{id}: a listing's document (survey plat, soil report, brochure) as a PDF the
 * browser shows in a tab. Outside the proxy (it skips /api), the same on every brand host. A malformed
 * id is a 400; an unknown id, or one that is not a listing's PDF, a 404.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'listingDocuments', per: 'client' }],
  handlers: {
    async GET({ params }) {
      const id = documentIdParamSchema.safeParse(params.id);
      if (!id.success) return apiError(400, id.error.issues.map((issue) => issue.message));
      const document = await listingDocumentFile(id.data, mediaStore());
      if (!document) return apiError(404, ['No such document']);
      return new Response(new Uint8Array(document.bytes), {
        headers: {
          'content-type': PDF_CONTENT_TYPE,
          'content-length': String(document.bytes.length),
          'content-disposition': `inline; filename="${document.fileName}"`,
          'cache-control': DOCUMENT_CACHE_CONTROL,
        },
      });
    },
  },
});
