/**
 * react-admin's default theme falls just short of the 4.5:1 contrast small text needs (axe:
 * color-contrast): its blue text buttons on the grey page read at 4.41:1, and the form
 * toolbar's grey takes the blue and red buttons down to 3.5–3.8:1. Until the theme is
 * adjusted for the whole back-office, the order screens darken those buttons a shade and give
 * the form toolbar the card's white.
 */
export const readableTopToolbar = { '& .MuiButton-textPrimary': { color: 'primary.dark' } } as const;
export const readableFormToolbar = { bgcolor: 'background.paper' } as const;
