import { privateJson } from '@/lib/http/private-json';
import { sellerRoute } from '@/lib/listing-editor/server';
import { unreadLeadCount } from '@/lib/seller-leads/server';

/** The inbox badge: how many of the seller's leads are unread. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ scope }) {
    return privateJson({ data: { unread: await unreadLeadCount(scope) } });
  },
});
