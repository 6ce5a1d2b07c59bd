import type { SiteBrand } from '@/lib/brand';
import { privacyRequests } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n/translate';
import { isTrapped } from '@/lib/leads';
import { writeWithMail, type MailMessage } from '@/lib/mail';
import type { PrivacyRequest } from './request-form';

export type PrivacyRequestOutcome = { kind: 'stored'; requestId: number } | { kind: 'trapped' };

/** The requester's acknowledgement (messages `privacyRequestMail`): what we received and when to expect an answer. */
export function acknowledgementMail(brand: SiteBrand, t: Translate, request: PrivacyRequest, requestId: number): MailMessage {
  const values = { brand: brand.name, name: request.name, reference: `PR-${requestId}`, request: t(`privacyRequestMail.types.${request.requestType}`) };
  return { kind: 'account', fromName: brand.name, to: request.email, toName: request.name, subject: t('privacyRequestMail.subject', values), text: t('privacyRequestMail.body', values) };
}

/** Stores a privacy request and queues its acknowledgement in one transaction; a trapped bot's is neither. */
export async function submitPrivacyRequest(request: PrivacyRequest, context: { brand: SiteBrand; t: Translate; ipAddress: string | null }): Promise<PrivacyRequestOutcome> {
  if (isTrapped(request)) return { kind: 'trapped' };
  return writeWithMail(async (tx, sendMail) => {
    const [row] = await tx.insert(privacyRequests).values({
      siteId: context.brand.siteId, name: request.name, email: request.email, requestType: request.requestType,
      stateAbbreviation: request.state || null, details: request.details || null, ipAddress: context.ipAddress,
    }).returning({ id: privacyRequests.id });
    if (!row) throw new Error('privacy request insert returned no row');
    await sendMail(acknowledgementMail(context.brand, context.t, request, row.id));
    return { kind: 'stored', requestId: row.id };
  });
}
