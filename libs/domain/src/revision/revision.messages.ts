/** The spec's Spanish texts about revisions (back-office.md §5, §8), and ours where it is silent. */
export const revisionMessages = {
  clientRequired: 'Debe seleccionar un cliente',
  deviceRequired: 'El dispositivo es obligatorio',
  modelRequired: 'El modelo es obligatorio',
  contactNumberRequired: 'El número de contacto es obligatorio',
  contactNumberInvalid: 'Formato de teléfono inválido',
  motiveRequired: 'El motivo es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  dateRequired: 'La fecha es obligatoria',
  dateInvalid: 'La fecha no es válida',
  statusInvalid: 'Estado no válido',
  tooLong: (max: number) => `No puede exceder ${max} caracteres`,
  formHasErrors: 'Por favor, corrige los errores en el formulario',
  notFound: 'No se encontraron datos de la revisión',
  invalidId: 'ID de revisión no válido',
  alreadyArchived: 'La revisión ya está archivada',
  notArchived: 'Solo se puede desarchivar una revisión archivada',
  archiveByAction: 'Para archivar o desarchivar usa sus botones',
  convertInvalid: 'Datos inválidos para convertir a reparación',
  converted: 'Revisión convertida a reparación y borrada correctamente',
  staleVersion:
    'Otra persona ha modificado esta revisión mientras la editabas. Recarga para ver los cambios; tus datos siguen en el formulario.',
} as const;
