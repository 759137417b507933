// @vitest-environment jsdom
// The components' look comes from their stylesheet (socialmedia.css, which Volto's build adds to the site's CSS and
// a React app imports as `@example/volto-socialmedia/styles.css`): lists are rows, icon boxes keep their size, the
// share buttons look like the links, and text for screen readers only stays out of sight.
import { fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ShareLinks, SocialLinks } from '../../src/components';
import pkg from '../../package.json' with { type: 'json' };
import { siteLinks } from './support/fixtures';
import { renderWithIntl } from './support/render';

const stylesheet = resolve(__dirname, '..', '..', pkg.exports['./styles.css']);

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(stylesheet, 'utf8');
  document.head.appendChild(style);
});

describe('the components’ stylesheet', () => {
  it('is what the package exports as styles.css, and keeps text for screen readers only out of sight', () => {
    expect(pkg.exports['./styles.css']).toBe('./src/components/socialmedia.css');
    // The share block's announcements (a link copied) are such text.
    renderWithIntl(<ShareLinks url="https://www.example.org/news" title="News" targets={['copylink']} />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('socialmedia-visually-hidden');
    const style = getComputedStyle(status);
    expect(style.position).toBe('absolute');
    expect([style.width, style.height, style.overflow]).toEqual(['1px', '1px', 'hidden']);
    expect(style.clip).toBe('rect(0px, 0px, 0px, 0px)');
    expect(status.getAttribute('style')).toBeNull();
  });

  it('gives every icon box its 24px and centres the icon, with no inline style unless another size is asked', () => {
    renderWithIntl(<SocialLinks links={siteLinks} />);
    for (const box of document.querySelectorAll<HTMLElement>('.socialmedia-icon')) {
      const style = getComputedStyle(box);
      expect([style.display, style.width, style.height]).toEqual(['inline-flex', '24px', '24px']);
      expect(style.verticalAlign).toBe('middle');
      expect(box.getAttribute('style')).toBeNull();
    }
  });

  it('lays each list out as a row without bullets, the slot’s list too', () => {
    // That the slot's list (also a `ui container`) stays a row against Volto's own CSS, which jsdom cannot weigh,
    // is checked in Chromium by test:volto.
    renderWithIntl(
      <>
        <SocialLinks links={siteLinks} />
        <SocialLinks links={siteLinks} className="socialmedia-slot ui container" />
        <ShareLinks url="https://www.example.org/news" title="News" />
      </>,
    );
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(3);
    for (const list of lists) {
      const style = getComputedStyle(list);
      expect([style.display, style.flexWrap, style.listStyle, style.padding], list.className).toEqual([
        'flex',
        'wrap',
        'none',
        '0px',
      ]);
      expect(list.getAttribute('style')).toBeNull();
    }
  });

  it('sets the site’s links apart by a rule when a page’s own links come right before them, and only then', () => {
    // As Volto's slot below the page renders them: the page's own links under their heading, then the site's.
    renderWithIntl(
      <>
        <section className="socialmedia-content-links-slot ui container">
          <h2>Social media</h2>
          <SocialLinks links={siteLinks.slice(0, 2)} />
        </section>
        <SocialLinks links={siteLinks} className="socialmedia-slot ui container" label="After the page's links" />
        <SocialLinks links={siteLinks} className="socialmedia-slot ui container" label="Alone" />
      </>,
    );
    const after = getComputedStyle(screen.getByRole('list', { name: "After the page's links" }));
    expect([after.borderTopStyle, after.borderTopWidth, after.marginTop, after.paddingTop]).toEqual([
      'solid',
      '1px',
      '1.5em',
      '1em',
    ]);
    // A theme's footer slot, or a page without links of its own, gets the row alone: no rule above it.
    const alone = getComputedStyle(screen.getByRole('list', { name: 'Alone' }));
    expect([alone.borderTopStyle || 'none', alone.marginTop]).toEqual(['none', '0px']);
  });

  it('gives the links room under the page in Volto’s view, and only there', () => {
    // As Volto's View renders its `belowContent` slot: the page, then the page's own links, then the site's.
    renderWithIntl(
      <>
        <div id="view">
          <div id="page-document" className="ui container">
            <h1 className="documentFirstHeading">Alice Example</h1>
          </div>
          <section className="socialmedia-content-links-slot ui container" aria-label="Own links">
            <h2>Social media</h2>
            <SocialLinks links={siteLinks.slice(0, 2)} />
          </section>
          <SocialLinks links={siteLinks} className="socialmedia-slot ui container" label="Site links after own" />
        </div>
        <div id="view-without-own">
          <SocialLinks links={siteLinks} className="socialmedia-slot ui container" label="Elsewhere" />
        </div>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('region', { name: 'Own links' })).marginTop).toBe('2em');
    // Right after the page's own links, the rule above the site's row keeps its own room.
    expect(getComputedStyle(screen.getByRole('list', { name: 'Site links after own' })).marginTop).toBe('1.5em');
    // A theme's footer slot, outside Volto's view, gets the row as it was.
    expect(getComputedStyle(screen.getByRole('list', { name: 'Elsewhere' })).marginTop).toBe('0px');
  });

  it('gives the site’s links alone the same room under the page', () => {
    renderWithIntl(
      <div id="view">
        <div id="page-document" className="ui container" />
        <SocialLinks links={siteLinks} className="socialmedia-slot ui container" label="Site links" />
      </div>,
    );
    expect(getComputedStyle(screen.getByRole('list', { name: 'Site links' })).marginTop).toBe('2em');
  });

  it('makes the share block’s buttons look like its links, and spaces the Mastodon form', () => {
    renderWithIntl(<ShareLinks url="https://www.example.org/news" title="News" targets={['mastodon', 'copylink']} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const style = getComputedStyle(button);
      expect([style.display, style.borderStyle || 'none', style.cursor]).toEqual(['inline-flex', 'none', 'pointer']);
      expect(style.backgroundColor === '' || style.backgroundColor === 'rgba(0, 0, 0, 0)').toBe(true);
    }
    fireEvent.click(buttons[0]!);
    const form = document.querySelector<HTMLElement>('.socialmedia-share-mastodon-form')!;
    expect(getComputedStyle(form).marginTop).toBe('0.5em');
  });

  it('gives the share block’s links the colour of its buttons, and each item the box of its icon', () => {
    // Both take the colour of the text around the block (jsdom leaves `inherit` unresolved; test:volto checks the
    // colours Chromium paints under Volto's own link colour).
    renderWithIntl(
      <ShareLinks url="https://www.example.org/news" title="News" targets={['x', 'mastodon', 'copylink']} />,
    );
    const controls = [screen.getByRole('link', { name: /X/ }), ...screen.getAllByRole('button')];
    expect(controls.map((control) => getComputedStyle(control).color)).toEqual(['inherit', 'inherit', 'inherit']);
    const items = [...document.querySelectorAll('.socialmedia-share-item')];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect([getComputedStyle(item).display, getComputedStyle(item).alignItems]).toEqual(['flex', 'center']);
    }
  });
});
