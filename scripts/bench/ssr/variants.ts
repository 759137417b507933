// The two Volto production builds the benchmark compares: Volto as it comes (`baseline`) and the same Volto
// with our package installed from its tarball (`addon`), both kept side by side in the Volto harness's project.
import { installAddon, packAddon, voltoConfigSource } from '../../volto/addonInstall';
import { ADDON_NAME } from '../../volto/settings';
import { addonBuildKey, addonBuildPrefix, buildVolto, keptBuild, type StampedBuild } from '../../volto/voltoBuild';
import type { VoltoProject } from '../../volto/voltoProject';

/** The builds to compare, each served from its own directory. */
export interface BuildPair {
  baseline: StampedBuild;
  addon: StampedBuild;
  /**
   * The behavior prefix the add-on build was made for (null: the package's default), which the mock must serve:
   * a kept build of `test:volto --with-plone` asks for `plonegovbr.…`, and a mock of another prefix would answer
   * every page without settings.
   */
  behaviorPrefix: string | null;
}

/**
 * The kept baseline build (any earlier one: it depends only on the Volto install) and the add-on build of the
 * working tree as it is now (packed, installed and built unless that very tarball was built before). With
 * `reuse`, the kept builds are taken as they are. Throws when a build fails or, with `reuse`, is missing.
 */
export async function prepareBuilds(
  project: VoltoProject,
  cacheDir: string,
  reuse: boolean,
  log: (line: string) => void,
): Promise<BuildPair> {
  let baseline = keptBuild(project, 'baseline');
  if (!baseline) {
    if (reuse) throw new Error('--reuse-build: no kept baseline build; run once without it');
    await buildVolto(project, 'baseline', voltoConfigSource([]), `baseline-${project.version}`, log);
    baseline = keptBuild(project, 'baseline');
  }
  if (!reuse) {
    const packed = await packAddon(cacheDir, log);
    if (packed.prepackError) log('npm pack skipped prepack (the library build failed); Volto builds src/ anyway');
    await installAddon(project, packed, {}, log);
    await buildVolto(project, 'addon', voltoConfigSource([ADDON_NAME]), addonBuildKey(packed.sha, null), log);
  }
  const addon = keptBuild(project, 'addon');
  if (!baseline || !addon) throw new Error(`no kept ${baseline ? 'addon' : 'baseline'} build in ${project.root}`);
  return { baseline, addon, behaviorPrefix: addonBuildPrefix(addon.key) };
}
