// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountModals } from '@/components/account/account-modals';
import type { ModalId } from '@/lib/ui';
import { loggedInState, userInfo } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';
import { accountApi, dataLayerEvents, json, resetAccountPageEachTest } from './account-api';
import { copyFetch } from './client-copy-stub';

// The dialogs' words as GET /api/copy answers them.
vi.mock('@/lib/i18n/load-client-copy', () => import('./client-copy-stub'));

resetAccountPageEachTest();

const PASSWORD_MESSAGE = 'The password does not meet the requirements. Please try again.';
const POLICY = 'At least 8 characters, with a letter and a number.';

function open(modal: ModalId, options: Parameters<typeof renderInLayout>[2] = {}) {
  const rendered = renderInLayout('land', <AccountModals />, options);
  act(() => rendered.stores.ui.getState().openModal(modal));
  return { ...rendered, user: userEvent.setup() };
}

describe('account modals', () => {
  it('render nothing until one opens in the UI store', () => {
    const { container } = renderInLayout('land', <AccountModals />);
    expect(container).toBeEmptyDOMElement();
  });

  it('log in: the store gets the user, the modal closes, the waiting like runs and the data layer hears "sign in"', async () => {
    const buyer = userInfo({ listOfLiked: [3] });
    const api = accountApi({ 'POST /api/account/login': json({ data: { isLoggedIn: true, userInfo: buyer } }) });
    const { stores, user } = open('login');
    const afterLogin = vi.fn();
    act(() => stores.account.getState().setAfterLogin(afterLogin));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'acrewise-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/account/login')[0]?.body).toEqual({ email: 'buyer@example.com', password: 'acrewise-demo' });
    expect(stores.account.getState()).toMatchObject({ status: 'user', user: { id: 7 }, liked: [3] });
    expect(afterLogin).toHaveBeenCalledTimes(1);
    expect(dataLayerEvents()).toEqual([{ event: 'sign in', method: 'password', hashedEmail: buyer.hashedEmail }]);
  });

  it('log in refused: the server’s sentence, nobody logged in, the like still waiting', async () => {
    accountApi({ 'POST /api/account/login': json({ errors: ['The email or password is incorrect.'] }, 401) });
    const { stores, user } = open('login');
    const afterLogin = vi.fn();
    act(() => stores.account.getState().setAfterLogin(afterLogin));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(stores.account.getState().status).toBe('unknown');
    expect(afterLogin).not.toHaveBeenCalled();
    expect(dataLayerEvents()).toEqual([]);
  });

  it('closing the login modal drops the waiting like', async () => {
    const { stores, user } = open('login');
    const afterLogin = vi.fn();
    act(() => stores.account.getState().setAfterLogin(afterLogin));
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(stores.account.getState().afterLogin).toBeNull();
  });

  it("fetch their words with their code, and when that fails close again, the page intact, and try anew on the next open", async () => {
    copyFetch.asked = [];
    copyFetch.fail = true;
    const { stores } = open('login');
    const afterLogin = vi.fn();
    act(() => stores.account.getState().setAfterLogin(afterLogin));
    await waitFor(() => expect(stores.ui.getState().modals.login).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stores.account.getState().afterLogin).toBeNull();
    copyFetch.fail = false;
    act(() => stores.ui.getState().openModal('login'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(copyFetch.asked).toEqual(['accountUi', 'accountUi']);
  });

  it('moves from log in to sign up and to forgot password', async () => {
    const { user, stores } = open('login');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(stores.ui.getState().modals).toMatchObject({ login: false, register: false, reset: true });
  });

  it('sign up states the password policy, refuses a weak password with SPEC §5’s message, then says "Check your email"', async () => {
    const api = accountApi({ 'POST /api/account/register': json({ data: { success: true } }) });
    const { user, stores } = open('register');
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(POLICY);
    await user.type(within(dialog).getByLabelText('Full name'), 'Dana Buyer');
    await user.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await user.type(password, 'short');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findAllByText(PASSWORD_MESSAGE)).not.toHaveLength(0);
    expect(password).toHaveAccessibleDescription(`${POLICY} ${PASSWORD_MESSAGE}`);
    expect(api.calls).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'prairie-2026');
    await user.clear(within(dialog).getByLabelText('Confirm password'));
    await user.type(within(dialog).getByLabelText('Confirm password'), 'prairie-2026');
    await user.click(within(dialog).getByRole('radio', { name: 'Seller or broker' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email me the newsletter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('We sent an email to dana@example.com.');
    expect(api.to('POST /api/account/register')[0]?.body).toEqual({
      name: 'Dana Buyer', email: 'dana@example.com', password: 'prairie-2026', confirmPassword: 'prairie-2026', phone: '', phoneType: '', userType: 'seller', newsletter: true,
    });
    // Sign-up logs nobody in: the mailed link does.
    expect(stores.account.getState().status).toBe('unknown');
    expect(dataLayerEvents()).toEqual([{ event: 'sign up', userType: 'seller' }]);
  });

  it('sign up needs the same password twice', async () => {
    accountApi({});
    const { user } = open('register');
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await user.type(within(dialog).getByLabelText('Password'), 'prairie-2026');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'prairie-2027');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(PASSWORD_MESSAGE));
  });

  it('forgot password answers alike for every address', async () => {
    const api = accountApi({ 'POST /api/account/forgot-password': json({ data: { success: true } }) });
    const { user } = open('reset');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent("If an account uses that address, we've emailed a link to reset the password.");
    expect(api.to('POST /api/account/forgot-password')[0]?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('too many tries say so', async () => {
    accountApi({ 'POST /api/account/forgot-password': json({ errors: ['Too many requests; try again shortly'] }, 429) });
    const { user } = open('reset');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('change password: a wrong current password shows on its field, then the change is confirmed', async () => {
    let first = true;
    const api = accountApi({
      'POST /api/account/change-password': () => {
        const answer = first ? json({ errors: ['currentPassword: The current password is incorrect.'], fields: { currentPassword: 'The current password is incorrect.' } }, 422) : json({ data: { success: true } });
        first = false;
        return answer;
      },
    });
    const { user } = open('changePassword', { account: loggedInState() });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(POLICY);
    await user.type(within(dialog).getByLabelText('Current password'), 'not-it-123');
    await user.type(within(dialog).getByLabelText('New password'), 'prairie-2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'prairie-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect.'));
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'acrewise-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(api.to('POST /api/account/change-password').at(-1)?.body).toEqual({ currentPassword: 'acrewise-demo', password: 'prairie-2026', confirmPassword: 'prairie-2026' });
  });

  it('change password refuses a new password that breaks the policy', async () => {
    const api = accountApi({});
    const { user } = open('changePassword', { account: loggedInState() });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'acrewise-demo');
    await user.type(within(dialog).getByLabelText('New password'), 'onlyletters');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'onlyletters');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(`${POLICY} ${PASSWORD_MESSAGE}`));
    expect(api.calls).toHaveLength(0);
  });
});
