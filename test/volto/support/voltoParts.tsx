// Stand-ins for the Volto parts the Volto skin of the editors imports (Volto is not installed here): each renders
// the markup its Volto original renders where our code depends on it (the field wrapper's label ids, the
// `field-<id>` control ids, the toolbar's `inner`), so that our behaviour can be tested; the real parts are
// exercised by `npm run test:volto` in a Volto build.
import { useContext, useSyncExternalStore } from 'react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import * as dndKitCore from '@dnd-kit/core';
import * as dndKitSortable from '@dnd-kit/sortable';
import * as dndKitUtilities from '@dnd-kit/utilities';

interface WrapperProps {
  id: string;
  title?: string;
  description?: string;
  fieldSet?: string;
  required?: boolean;
  error?: string[];
  noForInFieldLabel?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Volto's FormFieldWrapper: a label named `fieldset-<fieldSet>-field-label-<id>`, the widget, errors, description. */
export function FormFieldWrapper({
  id,
  title,
  description,
  fieldSet,
  required,
  error = [],
  noForInFieldLabel,
  className,
  children,
}: WrapperProps) {
  return (
    <div
      className={`inline field${required ? ' required' : ''}${error.length ? ' error' : ''} ${className ?? ''}`}
      data-volto-wrapper={id}
    >
      <label id={`fieldset-${fieldSet}-field-label-${id}`} htmlFor={noForInFieldLabel ? undefined : `field-${id}`}>
        {title}
      </label>
      {children}
      {error.map((message) => (
        <div key={message} className="ui basic red label form-error-label">
          {message}
        </div>
      ))}
      {description ? <p className="help">{description}</p> : null}
    </div>
  );
}

/** Volto's Icon: an inline SVG with the icon's title, and the style it is given (Volto's Icon spreads it last). */
export function Icon({ name, title, style }: { name: { id?: string }; title?: string; style?: CSSProperties }) {
  return (
    <svg data-icon={name?.id} aria-hidden={title ? undefined : true} style={style}>
      {title ? <title>{title}</title> : null}
    </svg>
  );
}

interface FieldProps extends WrapperProps {
  value?: unknown;
  onChange: (id: string, value: any) => void;
  onBlur?: (id: string, value: any) => void;
  isDisabled?: boolean;
  placeholder?: string;
}

/** Volto's TextWidget: an input `field-<id>` that sends `undefined` for an empty value. */
export function TextWidget(props: FieldProps) {
  return (
    <FormFieldWrapper {...props}>
      <input
        id={`field-${props.id}`}
        type="text"
        value={typeof props.value === 'string' ? props.value : ''}
        placeholder={props.placeholder}
        disabled={props.isDisabled}
        onChange={(event) => props.onChange(props.id, event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => props.onBlur?.(props.id, event.target.value === '' ? undefined : event.target.value)}
      />
    </FormFieldWrapper>
  );
}

/** Volto's CheckboxWidget. */
export function CheckboxWidget(props: FieldProps) {
  return (
    <FormFieldWrapper {...props} title="">
      <input
        id={`field-${props.id}`}
        type="checkbox"
        checked={props.value === true}
        disabled={props.isDisabled}
        onChange={(event) => props.onChange(props.id, event.target.checked)}
      />
      <label htmlFor={`field-${props.id}`}>{props.title}</label>
    </FormFieldWrapper>
  );
}

/** Volto's SelectWidget, reduced to a native select of its `choices`. */
export function SelectWidget(props: FieldProps & { choices: Array<[string, string]> }) {
  return (
    <FormFieldWrapper {...props}>
      <select
        id={`field-${props.id}`}
        aria-labelledby={`fieldset-${props.fieldSet}-field-label-${props.id}`}
        value={typeof props.value === 'string' ? props.value : ''}
        disabled={props.isDisabled}
        onChange={(event) => props.onChange(props.id, event.target.value || undefined)}
      >
        <option value="">{props.placeholder}</option>
        {props.choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FormFieldWrapper>
  );
}

/** Volto's Toast, the content of a toast: its kind's icon, the title and the content. */
export function Toast(props: {
  title?: string;
  content: ReactNode;
  info?: boolean;
  warning?: boolean;
  error?: boolean;
}) {
  const kind = props.info ? 'info' : props.warning ? 'warning' : props.error ? 'error' : 'success';
  return (
    <>
      <Icon name={{ id: kind }} />
      <div className="toast-inner-content">
        {props.title ? <h4>{props.title}</h4> : null}
        <div>{props.content}</div>
      </div>
    </>
  );
}

/**
 * Volto's Toolbar: renders what a page puts in it (`inner`); nothing at all once a store's session has no token (as
 * Volto's renders `this.props.token && …`: after a failed renewal, or a logout).
 */
export function Toolbar({ inner }: { inner: ReactNode }) {
  const store = useContext(ReactReduxContext)?.store;
  const signedOut = useSyncExternalStore(store ? store.subscribe : noSubscription, () => {
    const session = (store?.getState() as { userSession?: { token?: string | null } } | undefined)?.userSession;
    return session !== undefined && !session.token;
  });
  return signedOut ? null : <div className="toolbar-content">{inner}</div>;
}

const noSubscription = () => () => undefined;

/** An svg module as Volto's loader makes it. */
export function svgModule(id: string) {
  return { default: { id, attributes: { viewBox: '0 0 36 36' }, content: '' } };
}

/** The libraries Volto loads lazily, here at once (dnd-kit at the versions Volto 18 pins, our devDependencies). */
const lazyLibs: Record<string, unknown> = { dndKitCore, dndKitSortable, dndKitUtilities };

/** Volto's `injectLazyLibs`: the component gets each named library as a prop of the same name. */
export function injectLazyLibs(names: string[]) {
  return (Component: ComponentType<any>) =>
    function WithLazyLibs(props: Record<string, unknown>) {
      const libs = Object.fromEntries(names.map((name) => [name, lazyLibs[name]]));
      return <Component {...props} {...libs} />;
    };
}

/**
 * Volto's Unauthorized page, as `withServerErrorCode(401)` wraps it: given the route's `staticContext` (still empty),
 * it marks the server's answer 401, which Volto's server then sends with `Cache-Control: no-cache`.
 */
export function Unauthorized({ staticContext }: { staticContext?: Record<string, unknown> }) {
  if (staticContext && Object.keys(staticContext).length === 0) staticContext.error_code = 401;
  return (
    <div className="view-wrapper">
      <h1>Unauthorized</h1>
    </div>
  );
}

/** Volto's TextareaWidget, for a field whose model names `textarea`. */
export function TextareaWidget(props: FieldProps) {
  return (
    <FormFieldWrapper {...props}>
      <textarea
        id={`field-${props.id}`}
        value={typeof props.value === 'string' ? props.value : ''}
        disabled={props.isDisabled}
        onChange={(event) => props.onChange(props.id, event.target.value === '' ? undefined : event.target.value)}
      />
    </FormFieldWrapper>
  );
}

/** The parts of `config.widgets` that Volto's Field reads. */
export interface VoltoWidgets {
  id: Record<string, ComponentType<any>>;
  widget: Record<string, ComponentType<any>>;
  factory: Record<string, ComponentType<any>>;
  type: Record<string, ComponentType<any>>;
  default: ComponentType<any>;
}

let registeredWidgets: VoltoWidgets | undefined;

/** Volto's registry (`@plone/volto/registry`'s default export): its `widgets` are the last `voltoWidgetRegistry`. */
export const voltoRegistry = {
  get widgets(): VoltoWidgets | undefined {
    return registeredWidgets;
  },
};

/**
 * A `config.widgets` with Volto's own text widgets (TextWidget its default) and the given registrations added; the
 * stand-in `Field` reads it when it is given no `widgets`, as Volto's reads the registry.
 */
export function voltoWidgetRegistry(added: Partial<Pick<VoltoWidgets, 'id' | 'widget'>>): VoltoWidgets {
  registeredWidgets = {
    id: { ...added.id },
    widget: { textarea: TextareaWidget, ...added.widget },
    factory: {},
    type: {},
    default: TextWidget,
  };
  return registeredWidgets;
}

/**
 * Volto's Field: the widget of the field's id, else of `widgetOptions.frontendOptions.widget`, else of `widget`
 * (the default for an unknown name), else of `factory`, then of `type`, else the default; frontendOptions'
 * `widgetProps` are added to the props.
 */
export function voltoField(props: Record<string, any>) {
  const widgets: VoltoWidgets = props.widgets || registeredWidgets;
  const tagged = props.widgetOptions?.frontendOptions?.widget;
  const Widget =
    widgets.id[props.id] ||
    (typeof tagged === 'string' ? widgets.widget[tagged] : undefined) ||
    (typeof props.widget === 'string' ? widgets.widget[props.widget] || widgets.default : undefined) ||
    widgets.factory[props.factory] ||
    widgets.type[props.type] ||
    widgets.default;
  return <Widget {...props} {...props.widgetOptions?.frontendOptions?.widgetProps} />;
}

/**
 * Volto's check of a required field when the form is saved (FormValidation's `validateRequiredFields`): a value that
 * is falsy (but not 0), or an empty list where the schema says `array`, is missing; a boolean field never is.
 */
export function voltoRequiredFieldMissing(property: { type?: string }, value: unknown): boolean {
  let missing = !value && value !== 0;
  if (!missing && property.type === 'array') missing = (value as unknown[]).length === 0;
  return property.type !== 'boolean' && missing;
}
