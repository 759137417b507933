// An option of the network chooser: react-select's own option (the one Volto's SelectWidget renders), with the
// network's icon before its name. Volto hands react-select over lazily, so this receives it through Volto's
// `injectLazyLibs`.
import type { ComponentType, ReactNode } from 'react';
import { injectLazyLibs } from '@plone/volto/helpers/Loadable/Loadable';
import { NetworkIcon } from '../../components/NetworkIcon';

interface ReactSelectOptionProps {
  data: { value: string; label: string };
  label: string;
  children?: ReactNode;
  reactSelect: { components: { Option: ComponentType<any> } };
  [optionProp: string]: unknown;
}

function NetworkOptionView(props: ReactSelectOptionProps) {
  const { Option } = props.reactSelect.components;
  return (
    <Option {...props}>
      <span className="socialmedia-network-option">
        <NetworkIcon network={props.data.value} size={18} /> {props.label}
      </span>
    </Option>
  );
}

/** The `customOptionStyling` of Volto's SelectWidget for networks. */
export const NetworkOption: ComponentType<any> = injectLazyLibs(['reactSelect'])(NetworkOptionView);
