// Messages from visitors (server face): leads to brokers, listing reports, site feedback, send to a friend,
// and the phone check. The forms' schemas are imported from their own modules (client-safe, zod only).
export { submitLead, type LeadContext, type LeadOutcome } from './lead-service';
export { submitListingReport, type ReportOutcome } from './listing-report';
export { submitFeedback, type FeedbackOutcome } from './feedback';
export { sendToFriend, shareMail, type ShareContext, type ShareOutcome } from './send-to-friend';
export { checkPhone, type PhoneCheck } from './phone-check';
export { takesLeads, type ContactFacts } from './contact-rules';
export { leadDedupeKey, emailLimitKey, DEDUPE_WINDOW_MINUTES } from './dedupe';
export { parseForm, type FormParse } from './parse-form';
