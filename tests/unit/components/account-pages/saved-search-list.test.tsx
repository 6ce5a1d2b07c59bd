// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedSearchList } from '@/components/account-pages/saved-search-list';
import type { SavedSearchView } from '@/lib/accounts/saved-searches';
import { renderWithBrand } from '../render-with-brand';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const searches: SavedSearchView[] = [
  { id: 7, name: 'Hill Country ranches', description: 'Llano County, TX', notify: 'Daily', path: '/texas-land-for-sale/llano-county/?priceMax=500000', active: true, createdAt: '2026-03-01T15:00:00.000Z' },
  { id: 9, name: 'Vermont woods', description: 'Vermont', notify: 'No Updates', path: '/vermont-land-for-sale/', active: true, createdAt: '2026-02-10T15:00:00.000Z' },
];

type Call = { method: string; url: string; body: unknown };

/** A fetch for the saved-search API: `answer` decides each call's status (200 by default) and holds it while `hold` is pending. */
function fakeApi(answer: (call: Call) => number = () => 200, hold?: Promise<void>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    await hold;
    const status = answer(call);
    if (status !== 200) return Response.json({ errors: ['refused'] }, { status });
    const id = Number(url.split('/').pop());
    const row = searches.find((s) => s.id === id)!;
    return Response.json({ data: call.method === 'DELETE' ? { success: true } : { ...row, ...(call.body as object) } });
  }));
  return calls;
}

function setup() {
  const user = userEvent.setup();
  renderWithBrand('land', <SavedSearchList initial={searches} empty={<p>No saved searches yet</p>} />);
  const row = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
  return { user, row };
}

describe('saved searches list', () => {
  it('shows each search with its name linking to it, place summary, notify setting and date', () => {
    fakeApi();
    const { row } = setup();
    const first = within(row('Hill Country ranches'));
    expect(first.getByRole('link', { name: 'Hill Country ranches' })).toHaveAttribute('href', '/texas-land-for-sale/llano-county/?priceMax=500000');
    expect(first.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/texas-land-for-sale/llano-county/?priceMax=500000');
    expect(first.getByText('Llano County, TX')).toBeInTheDocument();
    expect(first.getByText('Saved Mar 1, 2026')).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: 'Email me new matches' })).toHaveValue('Daily');
  });

  it('renames in place at once and sends PATCH with the new name', async () => {
    let release = () => {};
    const calls = fakeApi(() => 200, new Promise<void>((r) => (release = r)));
    const { user, row } = setup();
    await user.click(within(row('Hill Country ranches')).getByRole('button', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'New name' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Llano ranches{Enter}');
    // Shown before the server answers (optimistic).
    expect(screen.getByRole('heading', { name: 'Llano ranches' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', url: '/api/account/saved-searches/7', body: { name: 'Llano ranches' } }]));
    expect(within(row('Llano ranches')).getByRole('button', { name: 'Rename' })).toHaveFocus();
  });

  it('refuses an empty name with the SPEC §5 message and sends nothing', async () => {
    const calls = fakeApi();
    const { user, row } = setup();
    await user.click(within(row('Vermont woods')).getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name' }));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveAccessibleDescription('This field is required.');
    expect(calls).toHaveLength(0);
  });

  it('puts the old name back and says so when the rename is refused', async () => {
    fakeApi(() => 500);
    const { user, row } = setup();
    await user.click(within(row('Vermont woods')).getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'Green Mountains{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The name could not be changed. Please try again.');
    expect(screen.getByRole('heading', { name: 'Vermont woods' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Green Mountains' })).toBeNull();
  });

  it('changes how often it mails with PATCH, and goes back to the old choice when refused', async () => {
    const calls = fakeApi((call) => ((call.body as { notify?: string }).notify === 'Weekly' ? 503 : 200));
    const { user, row } = setup();
    const select = within(row('Vermont woods')).getByRole('combobox', { name: 'Email me new matches' });
    await user.selectOptions(select, 'Instant');
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'PATCH', url: '/api/account/saved-searches/9', body: { notify: 'Instant' } }));
    expect(select).toHaveValue('Instant');
    await user.selectOptions(select, 'Weekly');
    expect(await within(row('Vermont woods')).findByRole('alert')).toHaveTextContent('The email setting could not be changed. Please try again.');
    expect(select).toHaveValue('Instant');
  });

  it('deletes only after confirmation, then shows the empty state once the last one is gone', async () => {
    const calls = fakeApi();
    const { user, row } = setup();
    await user.click(within(row('Hill Country ranches')).getByRole('button', { name: 'Delete' }));
    expect(calls).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Delete “Hill Country ranches”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Hill Country ranches' })).toBeInTheDocument();
    await user.click(within(row('Hill Country ranches')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.queryByRole('heading', { name: 'Hill Country ranches' })).toBeNull();
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', url: '/api/account/saved-searches/7', body: undefined }]));
    expect(screen.getByRole('status')).toHaveTextContent('“Hill Country ranches” was deleted.');
    await user.click(within(row('Vermont woods')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
  });

  it('restores a search in its place when the delete is refused', async () => {
    fakeApi(() => 500);
    const { user, row } = setup();
    await user.click(within(row('Hill Country ranches')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This search could not be deleted. Please try again.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hill Country ranches', 'Vermont woods']);
  });

  it('asks to log in again when the session has ended (401)', async () => {
    fakeApi(() => 401);
    const { user, row } = setup();
    await user.selectOptions(within(row('Vermont woods')).getByRole('combobox', { name: 'Email me new matches' }), 'Daily');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
  });
});
