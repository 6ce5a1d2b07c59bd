// The contact form's code as a chunk of its own, fetched once: a module of its own, so a page whose
// contact button only warms the form (a broker's profile) does not load the placeholder form with it.

let formModule: Promise<typeof import('./lead-form')> | undefined;

/** Starts loading the form's code (e.g. when the pointer reaches a contact button). */
export const preloadLeadForm = () => (formModule ??= import('./lead-form'));
