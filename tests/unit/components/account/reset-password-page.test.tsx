// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '@/components/account/reset-password-page';
import { renderInLayout } from '../render-in-layout';
import { accountApi, json } from './account-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = 'rk_abcdefghijklmnop';

async function renderReset() {
  renderInLayout('land', <ResetPasswordPage resetKey={KEY} loginHref="/login/" forgotHref="/login/?mode=forgot" />);
  const user = userEvent.setup();
  const password = await screen.findByLabelText('New password');
  return { user, password };
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: HTMLElement, value: string) {
  await user.type(password, value);
  await user.type(screen.getByLabelText('Confirm new password'), value);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('password reset page (SPEC §2.2 /reset/{resetKey})', () => {
  it('sets the new password with the key and offers to log in', async () => {
    const api = accountApi({ 'POST /api/account/reset-password': json({ data: { success: true } }) });
    const { user, password } = await renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('At least 8 characters, with a letter and a number.');
    await choose(user, password, 'prairie-2026');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Log in with your new password.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(api.to('POST /api/account/reset-password')[0]?.body).toEqual({ token: KEY, password: 'prairie-2026', confirmPassword: 'prairie-2026' });
  });

  it('says so clearly when the link has expired or was used, with a way to ask for a new one', async () => {
    accountApi({ 'POST /api/account/reset-password': json({ errors: ['This reset link has expired or was already used. Ask for a new one.'] }, 400) });
    const { user, password } = await renderReset();
    await choose(user, password, 'prairie-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or was already used. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login/?mode=forgot');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('refuses a password that breaks the rules with SPEC §5’s message, sending nothing', async () => {
    const api = accountApi({});
    const { user, password } = await renderReset();
    await choose(user, password, '12345678');
    expect(await screen.findAllByText('The password does not meet the requirements. Please try again.')).not.toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });
});
