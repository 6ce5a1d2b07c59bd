// The server face of lib/privacy-requests: storing a privacy-rights request and acknowledging it by mail.
export * from './index';
export * from './submit-request';
