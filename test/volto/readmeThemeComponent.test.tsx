// The README's theme component in place of the site's links, run as the README writes it: made of the add-on's
// `SiteSocialLinks`, it shows what the add-on's own slot component shows, the configured fallback links among them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { configureStore } from '@reduxjs/toolkit';
import { transformSync } from 'esbuild';
import type { ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import * as addon from '../../src';
import * as components from '../../src/components';
import { socialMediaReducer } from '../../src/store';
import { withIntl } from '../components/support/render';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { createVoltoConfig } from './support/voltoConfig';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The README's jsx code block that holds `marker`. */
function jsxBlock(marker: string): string {
  const block = [...readme.matchAll(/```jsx\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((code) => code.includes(marker));
  if (!block) throw new Error(`README.md has no jsx block with ${marker}`);
  return block;
}

/** The default export of a module of the theme, from the README's source, its imports given by `modules`. */
function themeComponent(source: string, modules: Record<string, unknown>): ComponentType {
  const { code } = transformSync(source, { loader: 'jsx', jsx: 'automatic', format: 'cjs' });
  const module = { exports: {} as Record<string, unknown> };
  const fallback = createRequire(import.meta.url);
  const require = (name: string) => (name in modules ? modules[name] : fallback(name));
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports.default as ComponentType;
}

const fallbackLinks = [{ '@id': 'f1', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] }];

describe('the README’s theme component for the site’s links', () => {
  it('shows the configured fallback links when the backend serves no settings, as the add-on’s slot does', () => {
    addon.configureSocialMedia(addon.default(createVoltoConfig()), { fallbackLinks });
    const ThemeFollowLinks = themeComponent(jsxBlock('ThemeFollowLinks'), {
      '@example/volto-socialmedia': addon,
      '@example/volto-socialmedia/components': components,
      'react/jsx-runtime': jsxRuntime,
    });
    const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
    const html = renderToString(
      withIntl(
        <Provider store={store}>
          <ThemeFollowLinks />
        </Provider>,
      ),
    );
    expect(html).toContain('href="https://github.com/plone"');
  });
});
