// Alert mails (docs/alerts.md): new listings of saved searches and changes to favourites, one mail per
// user and brand per pass, run on the job queue; the unsubscribe link that works without a login.
export { ALERTS_CRON, ALERTS_QUEUE, passSummaryLine, workAlertsQueue } from './alerts-queue';
export { runAlerts, type AlertPassOptions, type AlertPassSummary, type SentAlert } from './run-alerts';
export { unsubscribeAnswer } from './unsubscribe-answer';
export { readUnsubscribeToken, unsubscribePath, unsubscribeToken } from './unsubscribe-token';
