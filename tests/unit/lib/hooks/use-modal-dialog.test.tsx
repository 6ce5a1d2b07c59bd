// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusableIn, useModalDialog } from '@/lib/hooks/use-modal-dialog';

afterEach(cleanup);

function Dialog({ onClose, empty = false }: { onClose: () => void; empty?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalDialog(ref, { onClose });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="Test dialog" tabIndex={-1}>
      {!empty && (
        <>
          <button type="button">First</button>
          <button type="button" disabled>Disabled</button>
          <div hidden>
            <button type="button">Hidden</button>
          </div>
          <a href="#x">Last</a>
        </>
      )}
    </div>
  );
}

function Page({ empty }: { empty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <button type="button">Elsewhere</button>
      {open && <Dialog empty={empty} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useModalDialog', () => {
  it('reaches only enabled, shown controls', () => {
    render(<Dialog onClose={() => undefined} />);
    expect(focusableIn(screen.getByRole('dialog')).map((el) => el.textContent)).toEqual(['First', 'Last']);
  });

  it('focuses the first control, cycles Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('holds focus on a dialog with no controls', async () => {
    const user = userEvent.setup();
    render(<Page empty />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });
});
