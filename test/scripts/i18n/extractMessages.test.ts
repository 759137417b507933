// Message extraction with @formatjs/cli: every way react-intl declares a message reaches the catalogues, and a
// message the extractor cannot read stops `npm run i18n` instead of vanishing from them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractMessages } from '../../../scripts/i18n/extractMessages';

function sourceTree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-extract-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('extractMessages', () => {
  it('finds messages declared with defineMessage and FormattedMessage as well as defineMessages', () => {
    const src = sourceTree({
      'a/One.ts': `import { defineMessage } from 'react-intl';\nexport const m = defineMessage({ id: 'x.one', defaultMessage: 'One' });\n`,
      'b/Two.tsx': `import { FormattedMessage } from 'react-intl';\nexport const T = () => <FormattedMessage id="x.two" defaultMessage="Two {n}" />;\n`,
      'c/plain.ts': `export const notAMessage = { id: 'x.none', text: 'None' };\n`,
    });
    expect(extractMessages(src)).toEqual([
      { id: 'x.one', defaultMessage: 'One', references: ['a/One'] },
      { id: 'x.two', defaultMessage: 'Two {n}', references: ['b/Two'] },
    ]);
  });

  it('refuses a message whose id is not a literal', () => {
    const src = sourceTree({
      'A.ts': `const id = 'x.dynamic';\ndefineMessages({ a: { id, defaultMessage: 'Dynamic' } });\n`,
    });
    expect(() => extractMessages(src)).toThrow(/`id` must be a string literal/);
  });

  it('refuses a message without a default message', () => {
    const src = sourceTree({ 'A.ts': `defineMessages({ a: { id: 'x.bare', description: 'no defaultMessage' } });\n` });
    expect(() => extractMessages(src)).toThrow(/x\.bare" needs a literal defaultMessage/);
  });
});
