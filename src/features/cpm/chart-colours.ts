/** Plain colours (canvas charts cannot read CSS variables), readable on the light and the dark paper alike. */
export const CPM_COLOURS = {
  price: '#1e88e5',
  match: '#fb8c00',
  template: '#8e24aa',
  fan: '#00897b',
} as const;
