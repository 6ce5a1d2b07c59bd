// The browser-safe face of lib/finance: the finance center's shapes, the contact form's schema and the
// land-loan maths. Reading centers, the SPEC §7 calls and storing requests are in './server'.
export * from './finance-center';
export * from './finance-lead-form';
export * from './loan-schedule';
export * from './calculator-link';
