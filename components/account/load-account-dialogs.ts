import { loadClientCopy } from '@/lib/i18n/load-client-copy';

// The account dialogs' chunk (modal shell, forms, react-hook-form, zod) and their words (`accountUi`,
// GET /api/copy): fetched together on the first open, or earlier when a control that opens one is
// hovered or focused, never with the page.
export const loadAccountDialogs = () => Promise.all([import('./account-dialogs'), loadClientCopy('accountUi')]);
