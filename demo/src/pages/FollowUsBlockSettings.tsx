// The Follow Us block's settings form for an editor (its own chunk, loaded when an editor opens it): the fields of the
// add-on's `followUsBlockSchema`, the one Volto's block sidebar renders, as a plain form. Saved with one PATCH of the
// page's blocks; a failed save keeps what the editor typed and chose.
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { chosenNetworkIds, followUsBlockSchema, readFollowUsBlock } from '@example/volto-socialmedia/components';
import type { FollowUsBlockData } from '@example/volto-socialmedia/components';
import { isPlainObject } from '@example/volto-socialmedia/contract';
import { messages } from '../messages';
import { useSession } from '../session';
import '../editor.css';

export interface FollowUsBlockSettingsProps {
  blockId: string;
  /** The page that holds the block. */
  path: string;
  data: FollowUsBlockData;
  /** Every block of the page, as loaded: the PATCH sends them all, with this one changed. */
  allBlocks: Record<string, unknown>;
  onSaved(data: FollowUsBlockData): void;
  onCancel(): void;
}

type SaveState = { status: 'idle' | 'saving' } | { status: 'failed'; message: string };

/** The block's headline, its networks (which, in which order), whether its icons grow on hover, its alignment. */
export default function FollowUsBlockSettings(props: FollowUsBlockSettingsProps) {
  const { blockId, path, data, allBlocks, onSaved, onCancel } = props;
  const intl = useIntl();
  const { client } = useSession();
  const id = useId();
  const schema = useMemo(() => followUsBlockSchema({ intl }), [intl]);
  const { headline: headlineField, networks: networksField, animate: animateField, styles } = schema.properties;
  const alignField = styles.schema.properties.align;
  const titles = useMemo(() => new Map(networksField.choices), [networksField.choices]);
  const [headline, setHeadline] = useState(typeof data.headline === 'string' ? data.headline : '');
  const [chosen, setChosen] = useState<string[]>(() => chosenNetworkIds(data.networks));
  const [animate, setAnimate] = useState(data.animate === true);
  const [align, setAlign] = useState(() => readFollowUsBlock(data).align);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  const toggle = (network: string, on: boolean) =>
    setChosen((current) => (on ? [...current, network] : current.filter((value) => value !== network)));
  const moveUp = (index: number) =>
    setChosen((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [next[index] as string, next[index - 1] as string];
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved: FollowUsBlockData = {
      ...data,
      headline: headline.trim(),
      networks: chosen,
      animate,
      styles: { ...(isPlainObject(data.styles) ? data.styles : {}), align },
    };
    setSave({ status: 'saving' });
    try {
      await client.patchContent(path, { blocks: { ...allBlocks, [blockId]: saved } });
      onSaved(saved);
    } catch (failure) {
      setSave({ status: 'failed', message: (failure as Error).message });
    }
  };

  return (
    <form className="block-settings" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{schema.title}</h2>
      <div className="field">
        <label htmlFor={`${id}-headline`}>{headlineField.title}</label>
        <input id={`${id}-headline`} value={headline} onChange={(event) => setHeadline(event.target.value)} />
      </div>
      <fieldset className="field" aria-describedby={`${id}-networks-help`}>
        <legend>{networksField.title}</legend>
        <p id={`${id}-networks-help`} className="field-help">
          {networksField.description}
        </p>
        {chosen.length > 0 && (
          <ol className="chosen-networks" aria-label={intl.formatMessage(messages.blockNetworkOrder)}>
            {chosen.map((network, index) => (
              <li key={network}>
                <span>{titles.get(network) ?? network}</span>
                {index > 0 && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => moveUp(index)}
                    aria-label={intl.formatMessage(messages.blockMoveUp, { network: titles.get(network) ?? network })}
                  >
                    ↑
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
        <div className="network-choices">
          {networksField.choices.map(([network, title]) => (
            <label key={network}>
              <input
                type="checkbox"
                checked={chosen.includes(network)}
                onChange={(event) => toggle(network, event.target.checked)}
              />{' '}
              {title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field field--checkbox">
        <label>
          <input
            type="checkbox"
            checked={animate}
            onChange={(event) => setAnimate(event.target.checked)}
            aria-describedby={`${id}-animate-help`}
          />{' '}
          {animateField.title}
        </label>
        <p id={`${id}-animate-help`} className="field-help">
          {animateField.description}
        </p>
      </div>
      <fieldset className="field">
        <legend>{alignField.title}</legend>
        <div className="alignment-choices">
          {alignField.choices.map(([value, title]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-align`}
                value={value}
                checked={align === value}
                onChange={() => setAlign(value)}
              />{' '}
              {title}
            </label>
          ))}
        </div>
      </fieldset>
      {save.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {intl.formatMessage(messages.saveFailed, { message: save.message })}
        </p>
      )}
      <div className="page-actions">
        <button className="demo-button" type="submit" disabled={save.status === 'saving'}>
          {intl.formatMessage(save.status === 'saving' ? messages.saving : messages.save)}
        </button>
        <button type="button" className="demo-button demo-button--secondary" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  );
}
