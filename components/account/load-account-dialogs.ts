// The account dialogs' chunk (modal shell, forms, react-hook-form, zod): fetched on the first open, or
// earlier when a control that opens one is hovered or focused, never with the page.
export const loadAccountDialogs = () => import('./account-dialogs');
