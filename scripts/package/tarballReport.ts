// What a release shows of its tarball: each file with its size, the size per part, the packed and unpacked totals.
import type { PackedTarball } from './packTarball';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints every file of the tarball with its size, then the size per top-level part and in all. */
export function printTarballContents(tarball: PackedTarball): void {
  console.log(`\nContents of ${tarball.file}:`);
  for (const entry of tarball.entries) console.log(`  ${kB(entry.bytes).padStart(9)}  ${entry.path}`);
  const parts = new Map<string, { files: number; bytes: number }>();
  for (const entry of tarball.entries) {
    const part = entry.path.includes('/') ? `${entry.path.split('/')[0]}/` : entry.path;
    const total = parts.get(part) ?? { files: 0, bytes: 0 };
    parts.set(part, { files: total.files + 1, bytes: total.bytes + entry.bytes });
  }
  console.log('\nBy part:');
  for (const [part, total] of parts)
    console.log(`  ${part.padEnd(14)} ${String(total.files).padStart(4)} files ${kB(total.bytes).padStart(10)}`);
  console.log(
    `\n${tarball.entries.length} files; tarball ${kB(tarball.bytes)} (${tarball.bytes} bytes), ` +
      `unpacked ${kB(tarball.unpackedBytes)}`,
  );
}
