// Whether a row of the links widget, in either skin, would show the same as before. Every new value is read into
// new link objects with new problems, so a row memoised on object identity renders at each keystroke anywhere in
// the list: with sixty links that is sixty rows for one letter.
import type { EditableLink } from './editableLinks';
import type { LinkProblems } from './linkProblems';
import type { LinkRowProps } from './linkRowProps';

/** True when two rows' shared props show the same link, problems and place, with the same actions. */
export function sameLinkRow(a: LinkRowProps, b: LinkRowProps): boolean {
  return (
    a.index === b.index &&
    a.label === b.label &&
    a.disabled === b.disabled &&
    a.choices === b.choices &&
    a.registry === b.registry &&
    a.onChange === b.onChange &&
    a.onDelete === b.onDelete &&
    a.onAddressDone === b.onAddressDone &&
    a.onAddressPaste === b.onAddressPaste &&
    sameLink(a.link, b.link) &&
    sameProblems(a.problems, b.problems)
  );
}

function sameLink(a: EditableLink, b: EditableLink): boolean {
  return (
    a['@id'] === b['@id'] &&
    a.network === b.network &&
    a.title === b.title &&
    a.url === b.url &&
    a.urlTitle === b.urlTitle &&
    a.repaired === b.repaired &&
    a.hiddenAsStored === b.hiddenAsStored &&
    JSON.stringify(a.moreTargets) === JSON.stringify(b.moreTargets)
  );
}

function sameProblems(a: LinkProblems, b: LinkProblems): boolean {
  return (
    a.target === b.target &&
    a.networkMissing === b.networkMissing &&
    a.unknownNetwork === b.unknownNetwork &&
    a.duplicateOf === b.duplicateOf &&
    a.addressNetwork === b.addressNetwork &&
    a.homePage === b.homePage &&
    a.tracking.join('&') === b.tracking.join('&')
  );
}
