/** The spec's Spanish texts about clients (back-office.md §5, §8), and ours where it is silent. */
export const clientMessages = {
  nameRequired: 'El nombre es obligatorio',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'El formato del teléfono no es válido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'El formato del email no es válido',
  quickClientIncomplete: 'Por favor, completa todos los campos',
  notFound: 'Cliente no encontrado',
  invalidId: 'ID de cliente no válido',
  formHasErrors: 'Por favor, corrige los errores en el formulario',
  statusInvalid: 'Estado de cliente no válido',
  dateInvalid: 'La fecha no es válida',
  alreadyExists: 'Ya existe un cliente con ese teléfono o email',
  hasWork: 'No se puede eliminar el cliente: tiene reparaciones, revisiones o pedidos registrados',
  searchTooShort: 'Escribe al menos 2 caracteres para buscar',
  versionMissing: 'Falta la versión del cliente que se editaba',
  changedMeanwhile: 'Otra persona ha modificado este cliente mientras lo editabas. Recarga para ver los cambios.',
} as const;
