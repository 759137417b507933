// Renders the social links widget the way a Volto form does: controlled, the form keeping the value.
import { useState } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from '../support/intl';
import { SocialLinksWidget } from '../../src/editing';
import type { SocialLinksWidgetProps } from '../../src/editing';
export { storedLinks } from './storedLinks';

export interface RenderedWidget {
  /** Every value the widget emitted, oldest first. */
  emitted: unknown[];
  /** The last emitted value. */
  last(): unknown;
  container: HTMLElement;
  unmount(): void;
}

/** Renders the widget inside an English IntlProvider with the form holding `value`. */
export function renderWidget(value: unknown, props: Partial<SocialLinksWidgetProps> = {}): RenderedWidget {
  const emitted: unknown[] = [];
  function Form() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <form onSubmit={(event) => event.preventDefault()}>
        <SocialLinksWidget
          id="social_links"
          title="Profiles"
          fieldSet="social_media"
          value={current}
          onChange={(id, next) => {
            emitted.push(next);
            setCurrent(next);
          }}
          {...props}
        />
      </form>
    );
  }
  const result = render(
    <IntlProvider locale="en" defaultLocale="en">
      <Form />
    </IntlProvider>,
  );
  return {
    emitted,
    last: () => emitted[emitted.length - 1],
    container: result.container,
    unmount: result.unmount,
  };
}
