/** Read by screen readers, not shown: a heading or a reason that the layout shows otherwise (an icon, a tooltip). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
