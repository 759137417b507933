// A list of named checks with their outcome, printed as the run goes and summed up at the end in the plain
// "N passed, N failed" line that CI reads.

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
}

/** Collects check results; `check` records one and never throws, so one failure does not hide the next. */
export class CheckList {
  constructor(
    private readonly prefix = '',
    readonly results: CheckResult[] = [],
  ) {}

  /** Records `ok` under `name`; `detail` is printed on failure (and kept for the report). */
  check(name: string, ok: boolean, detail?: string): boolean {
    const full = this.prefix ? `${this.prefix}: ${name}` : name;
    this.results.push({ name: full, ok, ...(detail === undefined ? {} : { detail }) });
    console.log(
      `${ok ? '  ok  ' : '  FAIL'} ${full}${!ok && detail ? `\n         ${detail.replace(/\n/g, '\n         ')}` : ''}`,
    );
    return ok;
  }

  /** Runs `body`; an exception counts as a failed check named `name`. */
  async step(name: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      this.check(name, false, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  }

  /** A list whose check names start with `prefix`, adding to the same results. */
  scoped(prefix: string): CheckList {
    return new CheckList(this.prefix ? `${this.prefix}: ${prefix}` : prefix, this.results);
  }

  get failed(): CheckResult[] {
    return this.results.filter((result) => !result.ok);
  }

  /** The closing line CI reads. */
  summary(): string {
    const failed = this.failed.length;
    return `${this.results.length - failed} passed, ${failed} failed`;
  }
}
