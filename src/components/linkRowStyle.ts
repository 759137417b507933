// The layout of a list of links or share buttons: a wrapping row without bullets, set inline so that it holds
// without any stylesheet.
import type { CSSProperties } from 'react';

export const linkRowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5em',
  listStyle: 'none',
  margin: 0,
  padding: 0,
};
