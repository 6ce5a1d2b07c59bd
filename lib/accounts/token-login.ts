// SPEC §4/§7/§8 login via token: the sentences of its outcomes. Client-safe (the login-status island
// shows the alert); lib/accounts/login-info.ts re-exports them for the server.

/** SPEC §7 loginviatoken: the answer's message when the token was not accepted. */
export const TOKEN_LOGIN_FAILED = 'Login via token did not succeed.';
/** SPEC §7 loginviatoken: what the browser says when the call itself failed (a non-OK answer). */
export const TOKEN_LOGIN_UNAVAILABLE = 'We are unable to process your login at this time. Please contact the support contact.';
/** SPEC §4/§8: the alert after a failed token login. */
export const TOKEN_LOGIN_ALERT = 'Failed to login.';
