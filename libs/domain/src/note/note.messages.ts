/** The spec's Spanish texts about quick notes (back-office.md §5, §8), written once. */
export const noteMessages = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: 'El título no puede exceder 30 caracteres',
  contentRequired: 'El contenido es obligatorio',
  contentTooLong: 'El contenido no puede exceder 10000 caracteres',
  notSignedIn: 'Usuario no autenticado',
  notFound: 'Nota no encontrada',
  invalidId: 'ID de nota no válido',
  ageInvalid: "El filtro de antigüedad debe ser 'recent' (últimos 7 días) u 'older' (más antiguas)",
  versionInvalid: 'La versión de la nota no es válida',
  idsRequired: 'Indica qué notas se eliminan: filter={"id":[…]}',
  tooManyIds: 'No se pueden eliminar más de 1000 notas a la vez',
  staleVersion:
    'Otra persona ha modificado esta nota mientras la editabas. Recarga para ver los cambios; tus datos siguen en el formulario.',
  created: 'Nota creada exitosamente',
  updated: 'Nota actualizada exitosamente',
  deleted: 'Nota eliminada exitosamente',
} as const;
