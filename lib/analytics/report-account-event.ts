import type { AccountEventRequest } from './account-event-request';
import { sendEvent } from './send-event';

// Browser-safe: no database or zod imports (only the request's type); this module ships to the client.

/** app/api/logging/account/route.ts */
export const ACCOUNT_EVENT_ENDPOINT = '/api/logging/account';

/** Reports a seller account's event (seller viewed, seller results, phone click); fire-and-forget. */
export function reportAccountEvent(event: AccountEventRequest): void {
  sendEvent(ACCOUNT_EVENT_ENDPOINT, event);
}
