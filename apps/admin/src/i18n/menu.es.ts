/**
 * The side menu's own entries, under `menu` (the lists take their resource's plural name,
 * the dashboard react-admin's 'Panel').
 */
const menu = {
  label: 'Menú principal',
  new_work: 'Nuevo trabajo',
  calendar: 'Calendario',
  notes: 'Notas',
  cash: 'Caja',
};

/** Spread at the top level of the Spanish catalogue. */
export const menuTexts = { menu };
