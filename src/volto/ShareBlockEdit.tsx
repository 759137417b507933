// The Share block in the editor: the view, and the block's settings in Volto's sidebar. Loaded lazily (it imports
// Volto), so neither Volto's forms nor this file are in a visitor's first load. The settings form speaks the
// editors' catalogue, which loads with it, as the Follow Us block's does. In Volto's Add form the page has no address
// to share yet, so the view shows no buttons: the editor is told why, as an empty Follow Us block says why.
import { useIntl } from 'react-intl';
import { shareBlockSchema } from '../components/shareBlockSchema';
import { namedShareTargets } from '../core/shareTargets';
import type { ShareBlockData } from '../components/ShareBlockView';
import { blockFormData } from './editing/blockFormData';
import { BlockSettingsSidebar } from './editing/BlockSettingsSidebar';
import { EditorIntlProvider } from '../editing/locales/EditorIntlProvider';
import type { BlockEditProps } from './editing/BlockSettingsSidebar';
// The view through its own chunk, which pages showing the block load anyway: not copied in here.
import { ShareViewInEditor } from './editing/blockViewsInEditor';
import { shareBlockEditorMessages } from './shareBlockEditorMessages';
import { voltoSharedPageUrl } from './voltoSharedPageUrl';

/** The props Volto's block editor passes (the ones used here). */
export interface ShareBlockEditProps extends BlockEditProps<ShareBlockData> {
  properties?: Record<string, unknown> | null;
  /** The page's form data inside a container block, whose blocks get the container as `properties`. */
  metadata?: Record<string, unknown> | null;
}

/** Volto's block edit contract: the form's changes go to `onChangeBlock(block, data)`. */
export default function ShareBlockEdit(props: ShareBlockEditProps) {
  const data = props.data || {};
  return (
    <>
      <ShareViewInEditor data={props.data} properties={props.properties} metadata={props.metadata} isEditMode />
      {/* The note and the sidebar wait for the editors' messages, together (one try if they fail to load); the view
          above does not. */}
      <EditorIntlProvider>
        {voltoSharedPageUrl(props.metadata || props.properties) === null && <UnsavedPageNote />}
        <BlockSettingsSidebar
          {...props}
          data={blockFormData(data, namedShareTargets(data.networks))}
          schemaFor={shareBlockSchema}
        />
      </EditorIntlProvider>
    </>
  );
}

function UnsavedPageNote() {
  const intl = useIntl();
  return <p className="socialmedia-share-unsaved">{intl.formatMessage(shareBlockEditorMessages.unsavedPage)}</p>;
}
