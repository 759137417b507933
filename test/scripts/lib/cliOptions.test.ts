// The scripts' command lines (bench:ssr, bench:mock, fuzz): `--name=value` options and bare `--flag`s.
import { describe, expect, it } from 'vitest';
import { cliOptions } from '../../../scripts/lib/cliOptions';

describe('the scripts’ command-line options', () => {
  it('reads values, numbers with their fallbacks, and flags, and ignores anything else', () => {
    const options = cliOptions(['--seconds=5', '--only=a=b', '--write-docs', 'stray', '-x=1', '--=2']);
    expect(options.value('seconds')).toBe('5');
    expect(options.value('only')).toBe('a=b');
    expect(options.value('clients')).toBeUndefined();
    expect(options.number('seconds', 20)).toBe(5);
    expect(options.number('clients', 16)).toBe(16);
    expect(options.flag('write-docs')).toBe(true);
    expect(options.flag('seconds')).toBe(false);
    expect(options.value('x')).toBeUndefined();
  });
});
