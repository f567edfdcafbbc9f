import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../ui/kit/Button';
import { renderWithT } from './support/renderWithT';

/** A submit that becomes busy synchronously, as a store action does, and stays busy while the call runs. */
function SaveButton({ onSave }: { onSave: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      busyLabel="Saving"
      onClick={() => {
        setBusy(true);
        onSave();
      }}
    >
      Continue
    </Button>
  );
}

describe('Button double-submit guard (docs/security-and-reliability.md "Double submit")', () => {
  it('ignores a double click while the call it started is in flight', async () => {
    const user = userEvent.setup();
    let saves = 0;
    renderWithT(<SaveButton onSave={() => saves++} />);
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(saves).toBe(1);
  });

  it('ignores every click while busy, stays focusable and says it is busy', () => {
    let clicks = 0;
    renderWithT(
      <Button busy busyLabel="Saving" onClick={() => clicks++}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Continue/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(clicks).toBe(0);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Saving');
  });

  it('counts each click when not busy (a Continue after fixing an error works)', () => {
    let clicks = 0;
    renderWithT(<Button onClick={() => clicks++}>Continue</Button>);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(clicks).toBe(2);
  });

  it('with a window, ignores a second click inside it', () => {
    let clicks = 0;
    renderWithT(
      <Button doubleClickWindowMs={1000} onClick={() => clicks++}>
        Send
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(clicks).toBe(1);
  });

  it('blocks the form submit of a busy submit button', () => {
    let submits = 0;
    renderWithT(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <Button type="submit" busy>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(submits).toBe(0);
  });
});
