// What a block's settings form is given: the block's data with each field its view reads written as the form's
// widgets read it, so that the sidebar shows what the block shows. A block's stored data is whatever JSON an editor's
// PATCH of `blocks` stored; a value the view does not take (`networks: [null, 'x']`, `animate: 'false'`,
// `headline: 42`) would otherwise show as something else in the form, or as nothing, and the editor's next change
// would store that.
import type { OrderedNetworksBlockData } from '../../components/orderedNetworksSchema';

/**
 * `data` with `networks` the ids the view shows (left out for none: all), `animate` a boolean where it was set, and
 * a `headline` that is not a text left out; every other key kept, untouched (the headline is not trimmed: the form
 * would take a space away while the editor types). The same object when nothing needed writing.
 */
export function blockFormData<Data extends OrderedNetworksBlockData>(data: Data, networks: readonly string[]): Data {
  const form: OrderedNetworksBlockData = Object.assign({}, data);
  let changed = false;
  if (form.headline !== undefined && typeof form.headline !== 'string') {
    delete form.headline;
    changed = true;
  }
  if (form.animate !== undefined && typeof form.animate !== 'boolean') {
    form.animate = false;
    changed = true;
  }
  const stored = form.networks;
  const none = stored === undefined || (Array.isArray(stored) && stored.length === 0);
  if (networks.length === 0 && !none) {
    delete form.networks;
    changed = true;
  } else if (networks.length > 0 && JSON.stringify(stored) !== JSON.stringify(networks)) {
    form.networks = [...networks];
    changed = true;
  }
  return changed ? (form as Data) : data;
}
