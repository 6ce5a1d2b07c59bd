'use client';

import dynamic from 'next/dynamic';

// Browser only: no form is in the HTML that could be sent before its code runs.
export const ResetPasswordFormLazy = dynamic(() => import('./forms/reset-password-form').then((m) => m.ResetPasswordForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="min-h-64" />,
});
