/**
 * Heard, not seen: one clipped pixel, for a `style` or an `sx` alike. Sizes are strings on
 * purpose: in `sx` a bare `1` means 100 % (as `width: 1` the dashboard's hidden heading was as
 * wide as the window and the page scrolled 248 px sideways).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
