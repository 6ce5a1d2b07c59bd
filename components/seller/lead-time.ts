// Lead times in the seller's own time zone (the browser's): the inbox renders only after its data
// arrives in the browser, so the server never formats these and nothing differs at hydration.
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as "Mar 4, 2026, 9:15 AM". */
export const leadTime = (iso: string): string => when.format(new Date(iso));
