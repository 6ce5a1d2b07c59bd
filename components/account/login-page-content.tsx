'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { loginPageQuery, loginPageSearch, type LoginPageMode } from '@/lib/accounts/login-page-query';
import { useAccount } from '@/lib/hooks/use-account';

// The forms' code (react-hook-form, zod) is not in the page's first load (DESIGN §6, 150 KB): each form
// is a chunk fetched when the page shows it, as the modals' forms are. The forms exist only in the
// browser anyway (see below); until one arrives a placeholder of its height holds the place.
const formPlaceholder = () => <div aria-hidden="true" className="min-h-[19rem]" />;
const LoginForm = dynamic(() => import('./forms/login-form').then((m) => m.LoginForm), { ssr: false, loading: formPlaceholder });
const RegisterForm = dynamic(() => import('./forms/register-form').then((m) => m.RegisterForm), { ssr: false, loading: formPlaceholder });
const ForgotPasswordForm = dynamic(() => import('./forms/forgot-password-form').then((m) => m.ForgotPasswordForm), { ssr: false, loading: formPlaceholder });

export interface LoginPageContentProps {
  /** The SPEC §6 titles our redirects send ("Acrewise Account Settings" ...); any other `title` is ignored. */
  knownTitles: readonly string[];
  homeHref: string;
}

const onHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The login page's forms (/login, ?mode=signup, ?mode=forgot): the modals' forms, inline. The page is the
 * same for everyone, so the query is read here; until then (and without scripts) a placeholder holds the
 * place, and no form exists that could be sent before its code runs.
 */
export function LoginPageContent({ knownTitles, homeHref }: LoginPageContentProps) {
  const t = useTranslations('accountUi');
  const router = useRouter();
  const search = useSyncExternalStore(onHistory, () => window.location.search, () => null);
  const [chosen, setChosen] = useState<LoginPageMode | null>(null);
  const loggedIn = useAccount((s) => s.status === 'user');
  if (search === null) return <div aria-hidden="true" className="min-h-96" />;

  const query = loginPageQuery(search, knownTitles, homeHref);
  const mode = chosen ?? query.mode;
  const switchTo = (next: LoginPageMode) => {
    setChosen(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${loginPageSearch(window.location.search, next)}`);
  };
  return (
    <>
      <h1 className="text-2xl font-semibold">{query.title ?? t(`titles.${mode}`)}</h1>
      {query.title && mode === 'login' && <p className="mt-1 text-muted">{t('loginToContinue')}</p>}
      {query.confirmed !== null && mode === 'login' && (
        <p role="status" className={query.confirmed ? 'mt-3 rounded bg-surface p-3' : 'mt-3 rounded bg-surface p-3 text-red-700'}>
          {t(query.confirmed ? 'emailConfirmed' : 'confirmFailed')}
        </p>
      )}
      <div className="mt-6">
        {loggedIn && mode === 'login' ? (
          <p role="status">
            {t('alreadyLoggedIn')}{' '}
            <a href={query.returnPath} className="font-semibold text-primary underline underline-offset-2">{t('continue')}</a>
          </p>
        ) : mode === 'login' ? (
          <LoginForm placement="page" onLoggedIn={() => router.replace(query.returnPath)} onSwitch={switchTo} />
        ) : mode === 'register' ? (
          <RegisterForm placement="page" onSwitch={switchTo} />
        ) : (
          <ForgotPasswordForm placement="page" onSwitch={switchTo} />
        )}
      </div>
    </>
  );
}
