/** The spec's Spanish texts about clients (back-office.md §5, §8). */
export const clientMessages = {
  nameRequired: 'El nombre es obligatorio',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'El formato del teléfono no es válido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'El formato del email no es válido',
  quickClientIncomplete: 'Por favor, completa todos los campos',
  notFound: 'Cliente no encontrado',
  invalidId: 'ID de cliente no válido',
} as const;
