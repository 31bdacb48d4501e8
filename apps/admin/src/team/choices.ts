/** The roles of the team, as the selects offer them. */
export const roleChoices = [
  { id: 'administrador', name: 'Administrador' },
  { id: 'gerente', name: 'Gerente' },
];

export const stateChoices = [
  { id: 'true', name: 'Activa' },
  { id: 'false', name: 'Desactivada' },
];
