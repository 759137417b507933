// @vitest-environment jsdom
// The panel's Unlock, Unlock and save, and Save mine anyway run a request; a second click while it runs must not run
// it again (an unlock and a save twice), and once it is over, the button works again.
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { BusyButton } from '../../src/editing/BusyButton';
import { editorUser } from './user';

test('a second click while the action runs does nothing; once it is over, the button runs it again', async () => {
  const user = editorUser();
  let finish: (() => void) | undefined;
  const action = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  render(
    <BusyButton className="ui basic button" onClick={action}>
      Unlock
    </BusyButton>,
  );
  const button = screen.getByRole('button', { name: 'Unlock' });
  await user.click(button);
  expect(button).toBeDisabled();
  await user.click(button);
  expect(action).toHaveBeenCalledTimes(1);

  finish!();
  await vi.waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  expect(action).toHaveBeenCalledTimes(2);
});
