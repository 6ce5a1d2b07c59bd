'use client';

import dynamic from 'next/dynamic';

// The action forms (react-hook-form, zod) load when their modal opens, never with the page. The
// placeholder holds a form's height while its code arrives.
const loading = () => <div aria-hidden="true" className="h-72" />;

export const ReportFormLazy = dynamic(() => import('./report-form').then((m) => m.ReportForm), { ssr: false, loading });
export const FeedbackFormLazy = dynamic(() => import('./feedback-form').then((m) => m.FeedbackForm), { ssr: false, loading });
export const ShareEmailFormLazy = dynamic(() => import('./share-email-form').then((m) => m.ShareEmailForm), { ssr: false, loading });
