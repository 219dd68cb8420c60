/**
 * A native select always shows an option, even the blank one ("Next upcoming"), so its label sits above the box
 * instead of over the option's text.
 */
export const SELECT_LABEL_ABOVE = { inputLabel: { shrink: true } } as const;
