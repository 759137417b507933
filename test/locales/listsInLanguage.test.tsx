// @vitest-environment jsdom
// A list inside a message (the links made of a pasted list, the tracking parameters of an address) reads as the
// editor's language writes lists: Japanese separates its items with 、, not with the English comma.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { SocialLinksWidget } from '../../src/editing';
import { renderWithIntl } from '../support/intl';
import { editorUser } from '../editing/user';

function JapaneseForm({ value }: { value: unknown }) {
  const [current, setCurrent] = useState<unknown>(value);
  return (
    <form>
      <SocialLinksWidget
        id="social_links"
        title="プロフィール"
        fieldSet="social_media"
        value={current}
        onChange={(_, next) => setCurrent(next)}
      />
    </form>
  );
}

/** The widget's own live region. */
function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('#field-social_links [role="status"][aria-live="polite"]');
  if (!region) throw new Error('No polite live region');
  return region;
}

describe('lists in a Japanese editor’s messages', () => {
  it('the links made of a pasted list are announced as a Japanese list', async () => {
    const user = editorUser();
    renderWithIntl(<JapaneseForm value={[{ '@id': 'nameless', id: '', title: '', href: [{ '@id': '' }] }]} />, {
      locale: 'ja',
    });
    const address = document.getElementById('field-social_links-0-url') ?? screen.getAllByRole('textbox')[1]!;
    await user.click(address);
    await user.paste('https://x.com/plone\nbsky.app/profile/plone.org\nhttps://github.com/plone');
    expect(announcer()).toHaveTextContent('貼り付けたアドレスから 3 件のリンクを作成しました: X、Bluesky、GitHub。');
  });

  it('the tracking parameters of a stored address are listed as a Japanese list', () => {
    const tracked = 'https://www.youtube.com/@plone/videos?si=Xy1&view=0&utm_medium=share';
    renderWithIntl(<JapaneseForm value={[{ '@id': 'yt', id: 'youtube', title: 'YouTube', href: [{ '@id': tracked }] }]} />, {
      locale: 'ja',
    });
    expect(
      screen.getByText('このアドレスには、共有した人を追跡するだけのパラメーターが含まれています: si、utm_medium。'),
    ).toBeInTheDocument();
  });
});
