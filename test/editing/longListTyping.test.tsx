// @vitest-environment jsdom
// Typing in one link of a long list: the widget renders that link's row again, not every row, so that each
// keystroke keeps up with the editor on a site with sixty links.
import { fireEvent, screen } from '@testing-library/react';
import { renderWidget } from './renderWidget';
import { manyLinks } from './manyLinks';
import type * as NetworkIconModule from '../../src/components/NetworkIcon';

const iconRenders = vi.hoisted(() => ({ count: 0 }));

// Each row draws its network's icon at every render: counting the icons counts the rows rendered.
vi.mock('../../src/components/NetworkIcon', async (importOriginal) => {
  const original = await importOriginal<typeof NetworkIconModule>();
  return {
    ...original,
    NetworkIcon: (props: Parameters<typeof original.NetworkIcon>[0]) => {
      iconRenders.count += 1;
      return original.NetworkIcon(props);
    },
  };
});

describe('the social links widget with sixty links', () => {
  it('renders only the row being typed in at each keystroke', () => {
    renderWidget(manyLinks(60));
    const title = screen.getByRole('group', { name: /^Link 30 of 60/ }).querySelectorAll('input')[0]!;
    iconRenders.count = 0;
    for (const letter of 'abcde') fireEvent.change(title, { target: { value: title.value + letter } });
    expect(title.value).toMatch(/abcde$/);
    expect(iconRenders.count).toBe(5);
  });
});
