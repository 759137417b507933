// A share target that acts in the page rather than leading to a network's form (copying the link, the browser's
// share sheet, asking for the visitor's Mastodon instance): an icon button in the row of share links, named by its
// tooltip and its accessible name alike, whose click does nothing in Volto's editor (see keepEditing.ts).
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { unlessKept } from './keepEditing';

export interface ShareIconButtonProps extends Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-expanded' | 'aria-controls'
> {
  /** What the button does, shown as its tooltip and said by a screen reader. */
  name: string;
  /** The network's icon. */
  children: ReactNode;
  onPress: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The icon button of a share target that acts in the page. */
export function ShareIconButton({ name, children, onPress, buttonRef, ...attributes }: ShareIconButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      title={name}
      aria-label={name}
      {...attributes}
      className="socialmedia-share-button"
      onClick={unlessKept(onPress)}
    >
      {children}
    </button>
  );
}
