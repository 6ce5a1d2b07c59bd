// The browser-safe face of lib/leads: the forms visitors send (lead, share, report, feedback), their
// schemas and text rules shared by browser and server, who takes leads, and posting a form.
// Handling a submitted form (database, mail, dedupe, rate limits) is in './server'.
export * from './lead-form';
export * from './share-form';
export * from './report-form';
export * from './feedback-form';
export * from './text-rules';
export * from './honeypot';
export * from './phone-format';
export * from './verify-phone';
export * from './post-form';
export * from './lead-contact';
export * from './listing-contact';
export * from './listing-contact-answer';
export * from './contact-anchor';
export * from './broker-contact';
export * from './lead-settings';
export * from './contact-rules';
export * from './listing-link';
export * from './profile-link';
