// The reducer Volto mounts is on every page's first load: nothing of Redux Toolkit or immer may come with it, nor
// the thunks' cases, which a bundler's own view of its module graph shows.
import { build } from 'esbuild';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/** The files esbuild puts into a browser bundle of `entry`, nothing left external. */
async function bundledInputs(entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['module'],
    external: [],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const heavy = (inputs: string[]) =>
  inputs.filter((input) => /@reduxjs\/toolkit|[/\\]immer[/\\]|node_modules[/\\]redux[/\\]/.test(input));

describe('the reducer Volto mounts', () => {
  it('brings neither Redux Toolkit nor immer into a page, nor the thunks and their cases, yet reads Volto’s loads', async () => {
    const inputs = await bundledInputs('src/store/createSocialMediaReducer.ts');

    expect(inputs).toContain('src/store/reduceSocialMedia.ts');
    expect(inputs).toContain('src/store/socialMediaCases.ts');
    expect(heavy(inputs)).toEqual([]);
    expect(inputs).not.toContain('src/store/thunks.ts');
    expect(inputs).not.toContain('src/store/createSocialMediaSlice.ts');
    // The thunks' cases come with the thunks (in Volto, the editors' chunk), which hand them to the reducer.
    expect(inputs).not.toContain('src/store/reduceRequests.ts');
    expect(inputs).not.toContain('src/store/requestCases.ts');
    const thunks = await bundledInputs('src/store/thunks.ts');
    expect(thunks).toContain('src/store/reduceRequests.ts');
    expect(thunks).toContain('src/store/requestCases.ts');
  });

  it('is what Volto installs, with the selectors, while the Redux Toolkit slice does bring Redux Toolkit', async () => {
    const installed = await bundledInputs('src/volto/installReducer.ts');
    expect(installed).toContain('src/store/createSocialMediaReducer.ts');
    expect(heavy(installed)).toEqual([]);
    const selectors = await bundledInputs('src/store/selectors.ts');
    expect(heavy(selectors)).toEqual([]);
    expect(selectors).not.toContain('src/store/reduceRequests.ts');

    // The same check finds Redux Toolkit where it is: it would catch it in the reducer too.
    const slice = await bundledInputs('src/store/createSocialMediaSlice.ts');
    expect(heavy(slice).some((input) => input.includes('@reduxjs/toolkit'))).toBe(true);
  });
});
