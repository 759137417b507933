// What the Follow Us and Share blocks store of their look, read as their views need it: where the block sets its
// headline and its icons (`styles.align`, where Volto's core blocks keep theirs).

/** Where a block sets its headline and its icons. */
export type BlockAlignment = 'left' | 'center' | 'right';

export const BLOCK_ALIGNMENTS: readonly BlockAlignment[] = ['left', 'center', 'right'];

/** The alignment a block's `styles` hold under `key`: one of `BLOCK_ALIGNMENTS`, else (absent, malformed) `left`. */
export function readAlignment(styles: unknown, key = 'align'): BlockAlignment {
  const value = typeof styles === 'object' && styles !== null ? (styles as Record<string, unknown>)[key] : undefined;
  return BLOCK_ALIGNMENTS.find((align) => align === value) ?? 'left';
}
