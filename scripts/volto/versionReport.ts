// What the harness found for one Volto version: the report it writes into the cache and docs/volto-sizes.md.
import type { BundleReport } from './bundle';
import type { BuildResult } from './voltoBuild';

/** The numbers of one build (with or without the add-on). */
export interface BuildReport {
  build: BuildResult;
  bundle: BundleReport;
  /** Backend requests per page during its SSR. */
  requests: Record<string, string[]>;
}

export interface VersionReport {
  version: string;
  node: string;
  /** Seconds of the cold `npm install` of Volto (from the cache's stamp when reused). */
  voltoInstallSeconds: number | null;
  /** Volto was installed by this run (not taken from the cache). */
  voltoInstalledNow: boolean;
  addonInstallSeconds: number | null;
  packSeconds: number | null;
  baseline: BuildReport | null;
  addon: BuildReport | null;
  checks: { passed: number; failed: number };
  /** Volto 18 in a cookieplone-shaped pnpm workspace (test-volto.ts `testPnpmWorkspace`); absent when not tested. */
  pnpm?: PnpmReport;
}

/** What the pnpm workspace's install and builds measured. */
export interface PnpmReport {
  /** The pnpm version that installed it. */
  pnpm: string;
  /** Seconds of its `pnpm install`, null when an earlier install was reused. */
  installSeconds: number | null;
  baseline: { build: BuildResult; bundle: BundleReport };
  addon: { build: BuildResult; bundle: BundleReport };
  /** Our peers pnpm installed a second copy of beside Volto's (`name version`); see `copiesSplitThePage`. */
  secondCopies: string[];
}
