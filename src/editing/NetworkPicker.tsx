// Picks a network for a new link: one radio button per network, each showing the network's icon and name.
import { memo } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { NetworkIcon } from '../components/NetworkIcon';
import type { NetworkRegistry } from '../networks/types';
import { FieldMessages } from './FieldMessages';
import type { FieldMessage } from './FieldMessages';
import type { NetworkChoice } from './networkChoices';
import { widgetMessages } from './widgetMessages';

export interface NetworkPickerProps {
  choices: NetworkChoice[];
  registry: NetworkRegistry;
  /** The picked network id; `''` for none. */
  value: string;
  /** The radio group's name, unique on the page. */
  name: string;
  invalid: boolean;
  disabled: boolean;
  messages: FieldMessage[];
  /** Receives the first radio button, to move the focus there when no network is picked. */
  firstRadio: RefObject<HTMLInputElement>;
  onPick: (network: string) => void;
}

/** A radio group of the registry's networks (arrow keys move between them, as in any radio group). */
export const NetworkPicker = memo(function NetworkPicker(props: NetworkPickerProps) {
  const { choices, registry, value, name, invalid, disabled, messages, firstRadio, onPick } = props;
  const intl = useIntl();
  const messagesId = `${name}-messages`;
  return (
    <fieldset className={`field social-links-widget-picker${invalid ? ' error' : ''}`} disabled={disabled}>
      <legend>{intl.formatMessage(widgetMessages.network)}</legend>
      <div className="social-links-widget-picker-options" style={optionsStyle}>
        {choices.map((choice, index) => (
          <label key={choice.id} className={`ui basic label${choice.id === value ? ' blue' : ''}`} style={optionStyle}>
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name={name}
              value={choice.id}
              checked={choice.id === value}
              aria-describedby={messages.length ? messagesId : undefined}
              onChange={() => onPick(choice.id)}
            />
            <NetworkIcon network={choice.id} networks={registry} size={18} /> {choice.name}
          </label>
        ))}
      </div>
      <FieldMessages id={messagesId} messages={messages} />
    </fieldset>
  );
});

const optionsStyle = { display: 'flex', flexWrap: 'wrap', gap: '0.25rem' } as const;
const optionStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  cursor: 'pointer',
  margin: 0,
} as const;
