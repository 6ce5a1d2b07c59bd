import { useTranslations } from 'next-intl';
import { ResetPasswordFormLazy } from './reset-password-form-lazy';
import type { ResetPasswordFormProps } from './forms/reset-password-form';

/** /reset/{resetKey}: the heading in the server HTML, the form (with its code) once the browser runs. */
export function ResetPasswordPage(props: ResetPasswordFormProps) {
  const t = useTranslations('accountUi');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{t('resetHeading')}</h1>
      <div className="mt-6">
        <ResetPasswordFormLazy {...props} />
      </div>
    </div>
  );
}
