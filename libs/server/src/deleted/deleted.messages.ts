/** The 'Eliminadas' view's answers, in the shop's Spanish. */
export const deletedMessages = {
  invalidId: 'Registro no válido: usa el tipo y el número, como repair-12',
  invalidKind: 'Tipo de registro no válido: repair, revision, order o client',
  invalidRecordId: 'El número de registro debe ser un número entero positivo',
  notFound: 'No hay ningún registro eliminado con ese número',
} as const;
