// Caps for browser log reports, shared by the reporter (browser) and the endpoint (server).

/** Longest message stored; longer reports (deep stacks) are cut, not refused. */
export const MAX_LOG_MESSAGE = 4000;
export const MAX_REFERRING_URL = 2000;
/** Requests larger than this are refused before parsing; a capped report fits well inside. */
export const MAX_LOG_BODY_BYTES = 16_384;
