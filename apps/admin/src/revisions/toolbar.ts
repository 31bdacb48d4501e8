/**
 * Text buttons on a grey bar (the top toolbars' "Volver a la lista", "Ver"; the form toolbar's
 * "Cancelar", "Eliminar") read at about 4.4:1 in the theme's blue and red, under the 4.5:1
 * small text needs (axe: color-contrast): a shade darker there.
 */
export const readableToolbarSx = {
  '& .MuiButton-textPrimary': { color: 'primary.dark' },
  '& .MuiButton-textError': { color: 'error.dark' },
} as const;
