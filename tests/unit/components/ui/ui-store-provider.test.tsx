// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { useUiStore, useUiStoreApi } from '@/lib/hooks/use-ui-store';
import { noOpenModals, type UiStore } from '@/lib/ui';

afterEach(cleanup);

function LoginProbe({ name, onStore }: { name: string; onStore?: (store: UiStore) => void }) {
  const open = useUiStore((s) => s.modals.login);
  const openModal = useUiStore((s) => s.openModal);
  const store = useUiStoreApi();
  onStore?.(store);
  return (
    <button type="button" onClick={() => openModal('login')}>
      {name}: {open ? 'open' : 'closed'}
    </button>
  );
}

describe('UiStoreProvider', () => {
  it('gives two trees two stores', async () => {
    render(
      <>
        <UiStoreProvider>
          <LoginProbe name="first" />
        </UiStoreProvider>
        <UiStoreProvider>
          <LoginProbe name="second" />
        </UiStoreProvider>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'first: closed' }));
    expect(screen.getByRole('button', { name: 'first: open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'second: closed' })).toBeInTheDocument();
  });

  it('keeps one store for the life of the tree, across re-renders', () => {
    const seen = new Set<UiStore>();
    const { rerender } = render(
      <UiStoreProvider>
        <LoginProbe name="probe" onStore={(s) => seen.add(s)} />
      </UiStoreProvider>,
    );
    rerender(
      <UiStoreProvider>
        <LoginProbe name="probe" onStore={(s) => seen.add(s)} />
      </UiStoreProvider>,
    );
    expect(seen.size).toBe(1);
    act(() => [...seen][0]?.getState().openModal('login'));
    expect(screen.getByRole('button', { name: 'probe: open' })).toBeInTheDocument();
  });

  it('starts from the given state', () => {
    render(
      <UiStoreProvider initialState={{ modals: { ...noOpenModals, login: true } }}>
        <LoginProbe name="probe" />
      </UiStoreProvider>,
    );
    expect(screen.getByRole('button', { name: 'probe: open' })).toBeInTheDocument();
  });

  it('says what is missing when used outside a provider', () => {
    // React reports the render error on the console as well; the assertion is on the error itself.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LoginProbe name="lost" />)).toThrow(/UiStoreProvider/);
    quiet.mockRestore();
  });
});

