// A block's settings in Volto's sidebar, in the editor's language: Volto's `BlockDataForm` in its `SidebarPortal`,
// built from the block's schema, wrapped so that it waits for the editors' catalogue. The Follow Us and Share
// blocks' edit components both show theirs with it.
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import SidebarPortal from '@plone/volto/components/manage/Sidebar/SidebarPortal';
import BlockDataForm from '@plone/volto/components/manage/Form/BlockDataForm';
import { EditorIntlProvider } from '../../editing/locales/EditorIntlProvider';

/** The props Volto's block editor passes (the ones used here). */
export interface BlockEditProps<Data> {
  data: Data;
  block: string;
  selected: boolean;
  onChangeBlock: (block: string, data: Data) => void;
  [voltoProp: string]: unknown;
}

export interface BlockSettingsSidebarProps<Data> extends BlockEditProps<Data> {
  /** The block's schema for the sidebar form, in the language of `intl`. */
  schemaFor: (options: { intl: IntlShape }) => { title: string };
}

/** The block's settings form; the form's changes go to `onChangeBlock(block, data)`, as Volto's contract says. */
export function BlockSettingsSidebar<Data>(props: BlockSettingsSidebarProps<Data>) {
  return (
    <EditorIntlProvider>
      <SettingsForm {...props} />
    </EditorIntlProvider>
  );
}

function SettingsForm<Data>(props: BlockSettingsSidebarProps<Data>) {
  const { data, block, selected, onChangeBlock, schemaFor } = props;
  const intl = useIntl();
  const schema = useMemo(() => schemaFor({ intl }), [schemaFor, intl]);
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
