// The scripts' command lines (bench:ssr, bench:mock, fuzz): `--name=value` or `--name value` options and bare
// `--flag`s.
import { describe, expect, it } from 'vitest';
import { cliOptions } from '../../../scripts/lib/cliOptions';

describe('the scripts’ command-line options', () => {
  it('reads values, numbers with their fallbacks, and flags, and ignores anything else', () => {
    const options = cliOptions(['--seconds=5', '--only=a=b', '--write-docs', '-x=1', '--=2']);
    expect(options.value('seconds')).toBe('5');
    expect(options.value('only')).toBe('a=b');
    expect(options.value('clients')).toBeUndefined();
    expect(options.number('seconds', 20)).toBe(5);
    expect(options.number('clients', 16)).toBe(16);
    expect(options.flag('write-docs')).toBe(true);
    expect(options.flag('seconds')).toBe(false);
    expect(options.value('x')).toBeUndefined();
  });

  it('reads a value written after its name, as `--rounds 2`, and a flag before another option stays a flag', () => {
    const options = cliOptions(['--rounds', '2', '--reuse-build', '--pairs', '3', '--no-docs']);
    expect(options.number('rounds', 80)).toBe(2);
    expect(options.number('pairs', 8)).toBe(3);
    expect(options.flag('reuse-build')).toBe(true);
    expect(options.value('reuse-build')).toBeUndefined();
    expect(options.flag('no-docs')).toBe(true);
    expect(options.value('no-docs')).toBeUndefined();
  });

  it('stops at a number option that is not a number, naming it', () => {
    expect(() => cliOptions(['--rounds=two']).number('rounds', 80)).toThrow('--rounds takes a number, not "two"');
    expect(() => cliOptions(['--seconds=']).number('seconds', 1)).toThrow('--seconds takes a number');
  });
});
