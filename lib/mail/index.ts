// Outgoing mail (DESIGN §3): composed by the request, sent by the job worker; the outbox table in demo and test.
export { mailMessageSchema, type MailMessage } from './mail-message';
export { deliverMail, storeInOutbox } from './deliver';
export { MAIL_QUEUE, workMailQueue, type MailWorkerOptions } from './mail-queue';
export { writeWithMail, type SendMail } from './write-with-mail';
export { readOutbox, type OutboxMail } from './outbox';
