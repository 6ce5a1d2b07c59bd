export { rateLimits, type LimitName, type LimitRule } from './limits';
export { consumeConfiguredLimit, consumeLimit, limitPoints, limitUse, resetLimiters, type LimitDecision, type LimitUse } from './rate-limiter';
