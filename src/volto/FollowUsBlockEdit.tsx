// The Follow Us block in the editor: the view, and the block's settings in Volto's sidebar. Loaded lazily
// (it imports Volto), so neither Volto's forms nor this file are in a visitor's first load. The settings form
// speaks the editors' catalogue, which loads with it; the view, a visitor's, has its messages in every page.
// A block @plonegovbr/volto-social-media stored is edited as this add-on's: the form shows what the block shows, and
// the editor's first change stores it as a `followUs` block.
import { isPlainObject } from '../contract/validationProblems';
import { readFollowUsBlock } from '../components/followUsBlockData';
import type { FollowUsBlockData } from '../components/followUsBlockData';
import { followUsBlockSchema } from '../components/followUsBlockSchema';
import { FOLLOW_US_BLOCK, REFERENCE_FOLLOW_US_BLOCK } from '../components/followUsBlockTypes';
import { blockFormData } from './editing/blockFormData';
import { BlockSettingsSidebar } from './editing/BlockSettingsSidebar';
import type { BlockEditProps } from './editing/BlockSettingsSidebar';
// The view through its own chunk, which pages showing the block load anyway: not copied in here.
import { FollowUsViewInEditor } from './editing/blockViewsInEditor';

/** The props Volto's block editor passes (the ones used here). */
export type FollowUsBlockEditProps = BlockEditProps<FollowUsBlockData>;

/** Volto's block edit contract: the form's changes go to `onChangeBlock(block, data)`. */
export default function FollowUsBlockEdit(props: FollowUsBlockEditProps) {
  const block = asFollowUsBlock(props.data || {});
  const data = blockFormData(block, readFollowUsBlock(block).networks);
  return (
    <>
      <FollowUsViewInEditor data={data} isEditMode />
      {/* The sidebar waits for the editors' messages; the view above does not. */}
      <BlockSettingsSidebar {...props} data={data} schemaFor={followUsBlockSchema} />
    </>
  );
}

/**
 * The block as this add-on stores it: a block of the other shape becomes a `followUs` block that shows the same
 * (its `title` the headline, its networks in their order, its icons animated or not, its alignment), every other key
 * kept; one of this add-on's is returned as it is. Handed to the settings form, so that an editor's first change
 * stores the block anew.
 */
function asFollowUsBlock(data: FollowUsBlockData): FollowUsBlockData {
  if (data['@type'] !== REFERENCE_FOLLOW_US_BLOCK) return data;
  const { headline, networks, animate, align } = readFollowUsBlock(data);
  const rest: FollowUsBlockData = Object.assign({}, data);
  delete rest.title;
  delete rest.allowedNetworks;
  // Its alignment where Volto's core blocks keep theirs, which the form's Alignment shows; other styles kept.
  if (isPlainObject(data.styles)) {
    const styles: Record<string, unknown> = Object.assign({}, data.styles);
    delete styles['align:noprefix'];
    rest.styles = { ...styles, align };
  }
  rest['@type'] = FOLLOW_US_BLOCK;
  // What the block shows, and nothing else under these keys (the other shape does not read them).
  if (headline) rest.headline = headline;
  else delete rest.headline;
  if (networks.length > 0) rest.networks = networks;
  else delete rest.networks;
  // Said outright: that add-on's blocks without the key animate, this add-on's do not.
  rest.animate = animate;
  return rest;
}
