// SPEC §4 login status and the seller login popover, and SPEC §9's constants for them.

/** SPEC §9 loginStatusIntervalMinutes: the browser asks the server again at most this often. */
export const LOGIN_STATUS_INTERVAL_MINUTES = 5;
export const LOGIN_STATUS_INTERVAL_MS = LOGIN_STATUS_INTERVAL_MINUTES * 60_000;

/** SPEC §9: the seller login popover hides after 5 s on mobile, 10 s otherwise. */
export const LOGIN_POPOVER_MOBILE_MS = 5_000;
export const LOGIN_POPOVER_DESKTOP_MS = 10_000;
/** SPEC §4/§3: local storage remembers that the popover was shown, so it shows once. */
export const LOGIN_POPOVER_KEY = 'loginPopoverDisplayed';

/** True when a check is due: never checked, or the interval has passed since the last one. */
export function loginCheckDue(lastCheckedAt: number | null, now: number): boolean {
  return lastCheckedAt === null || now - lastCheckedAt >= LOGIN_STATUS_INTERVAL_MS;
}

/**
 * When the first read of the login info gets no answer (the network, a busy server, a rate limit), it is
 * tried again after these waits, so a logged-in visitor is not shown as a guest until the next interval.
 */
export const LOGIN_INFO_RETRY_MS = [1_000, 4_000, 15_000] as const;

export const loginPopoverMs = (mobile: boolean) => (mobile ? LOGIN_POPOVER_MOBILE_MS : LOGIN_POPOVER_DESKTOP_MS);
