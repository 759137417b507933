// The path of the language root folder the control panel edits on a multilingual site.
import { languageRootPath } from '../../src/volto/editing/languageRootPath';

const multilingual = { isMultilingual: true, supportedLanguages: ['en', 'de', 'pt-br'] };

describe('languageRootPath', () => {
  it('names the language root of a supported language, as Plone spells its id', () => {
    expect(languageRootPath('de', multilingual)).toBe('/de');
    expect(languageRootPath('pt-BR', multilingual)).toBe('/pt-br');
    expect(languageRootPath('pt_BR', multilingual)).toBe('/pt-br');
  });

  it('keeps the site root for a language the site does not support, or on a site with one language', () => {
    expect(languageRootPath('fr', multilingual)).toBe('');
    expect(languageRootPath('de', { supportedLanguages: ['en', 'de'] })).toBe('');
    expect(languageRootPath('de', { isMultilingual: true })).toBe('');
    expect(languageRootPath('de', undefined)).toBe('');
  });
});
