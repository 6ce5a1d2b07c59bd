// The server face of lib/leads: messages from visitors as the server takes them (leads to brokers,
// listing reports, site feedback, send to a friend, the phone check), with their dedupe, mail and log.
// Browser code imports '@/lib/leads'.
export * from './lead-service';
export * from './listing-report';
export * from './feedback';
export * from './send-to-friend';
export * from './phone-check';
export * from './dedupe';
export * from './form-request';
export * from './parse-form';
export * from './lead-listing';
export * from './lead-broker';
export * from './lead-target';
export * from './listing-log';
export * from './lead-mail';
