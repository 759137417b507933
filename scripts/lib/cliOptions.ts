// The options of the scripts' command lines: `--name=value` and bare `--flag`s, anything else ignored.

export interface CliOptions {
  /** The value of `--name=value`, or undefined when it was not given. */
  value(name: string): string | undefined;
  /** The value of `--name=value` as a number, else `fallback`. */
  number(name: string, fallback: number): number;
  /** Whether `--name` was given. */
  flag(name: string): boolean;
}

/** Reads `argv` (the script's arguments by default). */
export function cliOptions(argv: readonly string[] = process.argv.slice(2)): CliOptions {
  const values = new Map<string, string>();
  for (const arg of argv) {
    const at = arg.indexOf('=');
    if (arg.startsWith('--') && at > 2) values.set(arg.slice(2, at), arg.slice(at + 1));
  }
  return {
    value: (name) => values.get(name),
    number: (name, fallback) => Number(values.get(name) ?? fallback),
    flag: (name) => argv.includes(`--${name}`),
  };
}
