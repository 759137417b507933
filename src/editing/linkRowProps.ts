// What a row of the links widget is given, in either skin: one link, where it stands, what is wrong with it, the
// networks to choose from, and the editor's actions on it (`useSocialLinksEditor`'s `onRow…` callbacks).
import type { NetworkRegistry } from '../networks/types';
import type { EditableLink } from './editableLinks';
import type { LinkProblems } from './linkProblems';
import type { NetworkChoice } from './networkChoices';
import type { LinkChanges } from './useSocialLinksEditor';

export interface LinkRowProps {
  link: EditableLink;
  index: number;
  problems: LinkProblems;
  /** The title of the link as announced (its title, else its network's name). */
  label: string;
  choices: NetworkChoice[];
  registry: NetworkRegistry;
  disabled: boolean;
  onChange: (index: number, changes: LinkChanges) => void;
  onDelete: (index: number) => void;
  /** The editor left the address field: completes and cleans it, sets a missing network (`onRowAddressDone`). */
  onAddressDone: (index: number, url: string) => void;
  /** A paste over the whole address: several addresses become links (`onRowAddressPaste`); `true` if taken. */
  onAddressPaste: (index: number, text: string) => boolean;
}
