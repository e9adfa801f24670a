import type { EpcClass } from './classes';

/**
 * Label colours, green (best) to red (worst), following the usual EPC colour bar. One table for all
 * regions so a letter looks the same wherever the listing is.
 */
export const EPC_COLORS: Readonly<Record<EpcClass, string>> = {
  a_plusplus: '#00622f',
  a_plus: '#007f3d',
  a: '#1c9a45',
  a_sub: '#4fae47',
  b_plus: '#7cbf42',
  b: '#9bca3e',
  b_sub: '#bcd631',
  c_plus: '#dbe121',
  c: '#fde500',
  c_sub: '#fcd000',
  d_plus: '#fbb900',
  d: '#f7a11a',
  d_sub: '#f38b1f',
  e_plus: '#ef7623',
  e: '#eb6025',
  e_sub: '#e64a26',
  f_plus: '#e23527',
  f: '#db1f26',
  f_sub: '#c4161c',
  g: '#a50f15',
};
