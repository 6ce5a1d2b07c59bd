// Outgoing mail (DESIGN §3): composed by the request, sent by the job worker; the outbox table in demo and test.
export { mailKinds, mailMessageSchema, type MailKind, type MailMessage } from './mail-message';
export { deliverMail, storeInOutbox } from './deliver';
export { ACCOUNT_MAIL_QUEUE, MAIL_QUEUE, MAIL_QUEUES, mailBacklog, type MailBacklog } from './mail-queue';
export { workMailQueue, type MailWorkerOptions } from './mail-worker';
export { writeWithMail, type SendMail } from './write-with-mail';
export { readOutbox, type OutboxMail } from './outbox';
