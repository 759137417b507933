// The Share block in the editor: the view, and the block's settings in Volto's sidebar. Loaded lazily (it imports
// Volto), so neither Volto's forms nor this file are in a visitor's first load. The settings form speaks the
// editors' catalogue, which loads with it, as the Follow Us block's does.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import SidebarPortal from '@plone/volto/components/manage/Sidebar/SidebarPortal';
import BlockDataForm from '@plone/volto/components/manage/Form/BlockDataForm';
import { shareBlockSchema } from '../components/shareBlockSchema';
import type { ShareBlockData } from '../components/ShareBlockView';
import { EditorIntlProvider } from '../editing/locales/EditorIntlProvider';
// The view through its loader: its chunk, which pages showing the block load anyway, is not copied in here.
import { ShareBlockViewLoader } from './loadableViews';

/** The props Volto's block editor passes (the ones used here). */
export interface ShareBlockEditProps {
  data: ShareBlockData;
  block: string;
  selected: boolean;
  onChangeBlock: (block: string, data: ShareBlockData) => void;
  properties?: Record<string, unknown> | null;
  [voltoProp: string]: unknown;
}

/** Volto's block edit contract: the form's changes go to `onChangeBlock(block, data)`. */
export default function ShareBlockEdit(props: ShareBlockEditProps) {
  return (
    <>
      <ShareBlockViewLoader data={props.data} properties={props.properties} />
      {/* The sidebar waits for the editors' messages; the view above does not. */}
      <EditorIntlProvider>
        <ShareBlockSettings {...props} />
      </EditorIntlProvider>
    </>
  );
}

/** The block's settings form in Volto's sidebar, built from the block's schema in the editor's language. */
function ShareBlockSettings(props: ShareBlockEditProps) {
  const { data, block, selected, onChangeBlock } = props;
  const intl = useIntl();
  const schema = useMemo(() => shareBlockSchema({ intl }), [intl]);
  return (
    <SidebarPortal selected={selected}>
      <BlockDataForm
        schema={schema}
        title={schema.title}
        onChangeField={(id: string, value: unknown) => onChangeBlock(block, { ...data, [id]: value })}
        onChangeBlock={onChangeBlock}
        formData={data}
        block={block}
        blocksConfig={props.blocksConfig}
        navRoot={props.navRoot}
        contentType={props.contentType}
      />
    </SidebarPortal>
  );
}
