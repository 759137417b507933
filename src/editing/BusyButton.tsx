// A button whose action runs a while (an unlock, a save): disabled until the action is over, so that a second click
// meanwhile does not run it twice. The panel's notices offer their ways out with it.
import { useState } from 'react';
import type { ReactNode } from 'react';

export interface BusyButtonProps {
  className: string;
  /** The action, which tells of its own failures (the panel's never reject); the button is usable again after it. */
  onClick: () => Promise<void>;
  children: ReactNode;
}

/** A button that runs `onClick` once at a time. */
export function BusyButton({ className, onClick, children }: BusyButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      {children}
    </button>
  );
}
