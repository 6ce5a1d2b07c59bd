export { rateLimits, type LimitName, type LimitRule } from './limits';
export { consumeLimit, limitPoints, limitUse, resetLimiters, type LimitDecision, type LimitUse } from './rate-limiter';
