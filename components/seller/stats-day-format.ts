// How the numbers page writes a day of its stats ('2026-03-30', a UTC day): in UTC, so a day never
// shows as the one before in the Americas.

const long = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mon, Mar 30, 2026": the table's rows and the chart's tooltip. */
export const longStatsDay = (day: string) => long.format(utcDay(day));
/** "Mar 30": the chart's axis. */
export const shortStatsDay = (day: string) => short.format(utcDay(day));
