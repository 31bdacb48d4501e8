import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The back-office's colours: a calm navy and slate, and the spec's status hues (§4: pending
 * amber, completed and ready green, waiting blue, cancelled red, archived and on hold grey,
 * in progress primary) each dark enough to meet WCAG AA (4.5:1) both under white letters (a
 * filled chip, a contained button, the app bar) and as letters on white or on the page's grey
 * (a text button, a link, an outlined chip), with room to spare on a selected row's tint.
 * Amber is the exception no shade can serve both ways: it keeps dark letters, and where amber
 * would be the letters' own colour the theme uses its dark shade (see `warningAsText` below).
 *
 * Ratios, white letters on the colour / the colour on white: primary 8.0, app bar 12.7,
 * info 5.9, success 6.6, error 6.5; dark letters on amber 7.9; amber's dark shade on white 6.3.
 */
export const tallerPalette = {
  primary: { main: '#24508f', light: '#5b7fb5', dark: '#173764', contrastText: '#ffffff' },
  // react-admin's app bar is painted in `secondary` (its white title on the default blue read 3:1).
  secondary: { main: '#263445', light: '#4d5b6d', dark: '#111c29', contrastText: '#ffffff' },
  info: { main: '#0868a6', light: '#4f96c6', dark: '#044b7a', contrastText: '#ffffff' },
  success: { main: '#1e6b2e', light: '#4f9a5c', dark: '#124a1d', contrastText: '#ffffff' },
  error: { main: '#b3261e', light: '#d9534b', dark: '#861b15', contrastText: '#ffffff' },
  warning: { main: '#f5a524', light: '#f9c66e', dark: '#8a5300', contrastText: 'rgba(0, 0, 0, 0.87)' },
  background: { default: '#f5f6f8', paper: '#ffffff' },
} as const;

/** Amber as the colour of letters (a text or outlined button, an outlined chip): its dark shade. */
const warningAsText = { color: tallerPalette.warning.dark } as const;

/** react-admin's light theme (its inputs, sidebar and table settings) in the shop's colours. */
export const tallerTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: tallerPalette,
  shape: { borderRadius: 6 },
  components: {
    ...defaultLightTheme.components,
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            { props: { color: 'warning', variant: 'text' }, style: { '--variant-textColor': warningAsText.color } },
            {
              props: { color: 'warning', variant: 'outlined' },
              style: { '--variant-outlinedColor': warningAsText.color, '--variant-outlinedBorder': warningAsText.color },
            },
          ],
        },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [{ props: { color: 'warning', variant: 'outlined' }, style: { ...warningAsText, borderColor: warningAsText.color } }],
        },
      },
    },
    // A list's header checkbox selects the rows of the page shown (spec §2). react-admin's
    // "select all" button beside the count would select every page, up to 250 records, for one
    // bulk delete behind one confirmation: it is not offered on any list.
    RaBulkActionsToolbar: {
      defaultProps: { selectAllButton: false },
    },
    // react-admin's form toolbar is grey 300, on which no shade of the status colours reads well.
    RaToolbar: {
      styleOverrides: {
        root: { backgroundColor: tallerPalette.background.paper, borderTop: '1px solid rgba(0, 0, 0, 0.12)' },
      },
    },
  },
};
