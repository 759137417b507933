// The share block's buttons look like its icon links (an icon, the name for screen readers only), by inline style,
// so that they do without any stylesheet; a theme may restyle them by class.
import type { CSSProperties } from 'react';

export const shareButtonStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
};
