// The options of the scripts' command lines: `--name=value` or `--name value`, and bare `--flag`s; anything else is
// ignored. A number option that is not a number stops the script with its name, rather than running with NaN.

export interface CliOptions {
  /** The value of `--name=value` or `--name value`, or undefined when it was not given. */
  value(name: string): string | undefined;
  /**
   * The same, for an option that is nothing without its value: throws when `--name` is given bare, naming `example`
   * as a value it takes.
   */
  requiredValue(name: string, example: string): string | undefined;
  /** The value of `name` as a number, else `fallback`; throws when it is given and not a number. */
  number(name: string, fallback: number): number;
  /** Whether `--name` was given. */
  flag(name: string): boolean;
}

/** Reads `argv` (the script's arguments by default). */
export function cliOptions(argv: readonly string[] = process.argv.slice(2)): CliOptions {
  const values = new Map<string, string>();
  argv.forEach((arg, index) => {
    if (!arg.startsWith('--')) return;
    const at = arg.indexOf('=');
    if (at > 2) values.set(arg.slice(2, at), arg.slice(at + 1));
    else if (at === -1 && arg.length > 2) {
      const next = argv[index + 1];
      if (next !== undefined && !next.startsWith('-')) values.set(arg.slice(2), next);
    }
  });
  return {
    value: (name) => values.get(name),
    requiredValue: (name, example) => {
      const given = values.get(name);
      if (given === undefined && argv.includes(`--${name}`)) {
        throw new Error(`--${name} takes a value, as in --${name}=${example}`);
      }
      return given;
    },
    number: (name, fallback) => {
      const given = values.get(name);
      if (given === undefined) return fallback;
      const parsed = Number(given);
      if (given.trim() === '' || !Number.isFinite(parsed)) throw new Error(`--${name} takes a number, not "${given}"`);
      return parsed;
    },
    flag: (name) => argv.includes(`--${name}`),
  };
}
