export { rateLimits, type LimitName, type LimitRule } from './limits';
export { consumeLimit, resetLimiters, type LimitDecision } from './rate-limiter';
