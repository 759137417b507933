// The edit widget for `social_links` as Volto renders every other field: inside Volto's FormFieldWrapper (label,
// description, required mark and errors), with compact rows that open to edit as in Volto's ObjectListWidget, and
// Volto's icons for drag, delete and add. The list-editing behaviour is the shared hook of the plain-React widget.
// Loaded lazily (it imports Volto), so none of it is in a visitor's first load; its messages come with it, in the
// editors' catalogue of the page's language. Volto's forms reach it through VoltoSocialLinksWidget.tsx.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import FormFieldWrapper from '@plone/volto/components/manage/Widgets/FormFieldWrapper';
import Icon from '@plone/volto/components/theme/Icon/Icon';
import { injectLazyLibs } from '@plone/volto/helpers/Loadable/Loadable';
import addSVG from '@plone/volto/icons/add.svg';
import { isBlocking } from '../../editing/linkProblems';
import { LinkSorting } from '../../editing/LinkSorting';
import type { DndKit } from '../../editing/LinkSorting';
import type { SocialLink } from '../../contract/types';
import type { SocialLinksWidgetProps } from '../../editing/SocialLinksWidget';
import { useSocialLinksEditor } from '../../editing/useSocialLinksEditor';
import { widgetMessages as messages } from '../../editing/widgetMessages';
import { EditorAnnouncements } from '../../editing/EditorAnnouncements';
import { EditorIntlProvider } from '../../editing/locales/EditorIntlProvider';
import { VoltoLinkRow } from './VoltoLinkRow';

/** What Volto's `injectLazyLibs` adds: the dnd-kit modules Volto loads for its own editors. */
interface VoltoLazyLibs {
  dndKitCore: DndKit['core'];
  dndKitSortable: DndKit['sortable'];
  dndKitUtilities: DndKit['utilities'];
}

/** Volto's widget contract: `onChange(id, links)` with the whole list, in the order shown. */
function VoltoSocialLinksWidgetView(props: SocialLinksWidgetProps & VoltoLazyLibs) {
  const { dndKitCore, dndKitSortable, dndKitUtilities } = props;
  const dndKit = useMemo(
    () => ({ core: dndKitCore, sortable: dndKitSortable, utilities: dndKitUtilities }),
    [dndKitCore, dndKitSortable, dndKitUtilities],
  );
  const { id, value, fieldSet = 'default', isDisabled = false } = props;
  const intl = useIntl();
  const onChange = useRequiredLinks(props.onChange, props.required === true);
  // The add form starts from the schema's default, `[]` for the links behaviors' field: a required field without
  // links is handed back as no value at once, so that the form is not saved without them.
  const emptyRequired = props.required === true && Array.isArray(value) && value.length === 0;
  useEffect(() => {
    if (emptyRequired) onChange(id, []);
  }, [emptyRequired, onChange, id]);
  const editor = useSocialLinksEditor({ id, value, onChange, networks: props.networks });
  const { links, problems, choices, registry, distinctLabelOf } = editor;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const focusNew = useRef<string | null>(null);
  const labelId = `fieldset-${fieldSet}-field-label-${id}`;

  const onToggle = useCallback((linkId: string) => {
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(linkId)) next.add(linkId);
      return next;
    });
  }, []);
  const addLink = () => {
    const linkId = editor.onAdd({ network: '', title: '', url: '' });
    focusNew.current = linkId;
    setOpened((current) => new Set(current).add(linkId));
  };
  // A new row opens with the keyboard in its network chooser.
  useEffect(() => {
    const linkId = focusNew.current;
    if (!linkId) return;
    focusNew.current = null;
    const row = Array.from(editor.containerRef.current?.querySelectorAll<HTMLElement>('[data-link-id]') ?? []).find(
      (element) => element.dataset.linkId === linkId,
    );
    row?.querySelector<HTMLInputElement>('.content input')?.focus();
  }, [links, editor.containerRef]);

  const onBlurWidget = (event: FocusEvent<HTMLDivElement>) => {
    if (props.onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) props.onBlur(id, value);
  };
  const errors = Array.isArray(props.error) ? props.error : [];

  return (
    <div
      className="objectlist-widget social-links-volto-widget"
      id={`field-${id}`}
      ref={editor.containerRef}
      onBlur={onBlurWidget}
    >
      <FormFieldWrapper
        id={id}
        title={props.title ?? intl.formatMessage(messages.defaultTitle)}
        description={props.description}
        fieldSet={fieldSet}
        required={props.required}
        error={errors}
        isDisabled={isDisabled}
        noForInFieldLabel
        className="objectlist social-links"
      >
        <div className="add-item-button-wrapper">
          <button
            type="button"
            className="social-links-volto-add"
            style={addStyle}
            disabled={isDisabled}
            onClick={addLink}
          >
            <Icon name={addSVG} size="18px" />
            {intl.formatMessage(messages.addLink)}
          </button>
        </div>
        {editor.malformed ? (
          <p className="ui orange basic label">{intl.formatMessage(messages.malformedValue)}</p>
        ) : null}
      </FormFieldWrapper>
      {links.length > 0 ? (
        <LinkSorting editor={editor} dndKit={dndKit}>
          {/* Without bullets, Safari's VoiceOver takes a list for loose items unless its role says list. */}
          <ol role="list" className="social-links-volto-list" aria-labelledby={labelId} style={listStyle}>
            {links.map((link, index) => (
              <VoltoLinkRow
                key={link['@id']}
                fieldId={id}
                fieldSet={fieldSet}
                link={link}
                index={index}
                problems={problems[index]!}
                label={distinctLabelOf(link)}
                choices={choices}
                registry={registry}
                disabled={isDisabled}
                // A row that cannot be saved stays open, so its problem is in view.
                open={opened.has(link['@id']) || isBlocking(problems[index]!)}
                onToggle={onToggle}
                onChange={editor.onRowChange}
                onDelete={editor.onRowDelete}
                onAddressDone={editor.onRowAddressDone}
                onAddressPaste={editor.onRowAddressPaste}
              />
            ))}
          </ol>
        </LinkSorting>
      ) : null}
      {editor.blocking > 0 ? (
        <p className="ui red basic label social-links-widget-summary">
          {intl.formatMessage(messages.problemsSummary, { count: editor.blocking })}
        </p>
      ) : null}
      <EditorAnnouncements editor={editor} disabled={isDisabled} undoClassName="ui basic compact button" />
    </div>
  );
}

/**
 * The form's `onChange`, handing a required field left without links back as no value: Volto's form counts a
 * required field missing when its value is empty, and a list only where the schema says `array` (a JSONField says
 * `dict`), so an empty list of links would be saved where the type's model asks for links.
 */
function useRequiredLinks(onChange: SocialLinksWidgetProps['onChange'], required: boolean) {
  return useCallback(
    (fieldId: string, links: SocialLink[]) =>
      (onChange as (id: string, value: SocialLink[] | undefined) => void)(
        fieldId,
        required && links.length === 0 ? undefined : links,
      ),
    [onChange, required],
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
// An outlined button in the blue of Volto's icons, dark enough for the text contrast WCAG asks for: the theme's
// Semantic UI buttons (ObjectListWidget's compact button included) set a lighter text colour with !important.
const addStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25em',
  padding: '0.4em 0.9em',
  border: '1px solid currentColor',
  borderRadius: '4px',
  background: '#fff',
  color: '#005f87',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/**
 * The widget, rendered once Volto has loaded dnd-kit (its own copy, the one its block editor uses), so that no
 * editor chunk of ours carries another.
 */
const VoltoSocialLinksWidgetWithLibs: ComponentType<SocialLinksWidgetProps> = injectLazyLibs([
  'dndKitCore',
  'dndKitSortable',
  'dndKitUtilities',
])(VoltoSocialLinksWidgetView);

/**
 * The links widget: rendered once the editors' messages of the page's language are there. The control panel renders
 * it for its links; Volto's forms through VoltoSocialLinksWidget, which hands a field of another kind back to Volto.
 */
export function VoltoLinksWidget(props: SocialLinksWidgetProps) {
  return (
    <EditorIntlProvider>
      <VoltoSocialLinksWidgetWithLibs {...props} />
    </EditorIntlProvider>
  );
}
