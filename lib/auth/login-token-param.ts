/** SPEC §4: the query parameter of a token-login link (`?logintoken=...`). */
export const LOGIN_TOKEN_PARAM = 'logintoken';
