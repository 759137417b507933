// Where `SocialLinks` asks for the kept markup of its items: nothing answers in a browser. The keeping itself
// (serverMarkup) is server-only code, so that no page's first load carries it.
import type { ReactElement } from 'react';
import type { IntlShape } from 'react-intl';
import type { VisibleLink } from '../core/linkTarget';
import type { NetworkRegistry } from '../networks/types';

/** What a list's items show, and how to render them. */
export interface ListItems {
  intl: IntlShape;
  registry: NetworkRegistry;
  visible: VisibleLink[];
  size: number | string;
  /** Whether the links are others' profiles, without `rel="me"` (see `SocialLinksProps`). */
  others?: boolean;
  render: () => ReactElement;
}

/** Answers with the kept markup of the items, or `undefined` to have them rendered. */
export type ItemsKeeper = (items: ListItems) => string | undefined;

let keeper: ItemsKeeper | undefined;

/** Set by `setServerMarkupRenderer`; `undefined` renders every list's items. */
export function setItemsKeeper(keep: ItemsKeeper | undefined): void {
  keeper = keep;
}

/** The kept markup of `items`, or `undefined` (a browser, or a server that keeps nothing). */
export function keptItems(items: ListItems): string | undefined {
  return keeper && keeper(items);
}
