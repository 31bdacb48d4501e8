/** The spec's Spanish texts about repairs (back-office.md §5, §8), written once. */
export const repairMessages = {
  clientRequired: 'Debe seleccionar un cliente',
  deviceRequired: 'El dispositivo es obligatorio',
  modelRequired: 'El modelo es obligatorio',
  contactNumberRequired: 'El número de contacto es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  problemDescriptionRequired: 'La descripción del problema es obligatoria',
  motiveRequired: 'El motivo de la reparación es obligatorio',
  priceInvalid: 'El precio debe ser un número válido mayor o igual a 0',
  paymentMethodInvalid: 'Método de pago no válido',
  statusInvalid: 'Estado no válido',
  entryDateInvalid: 'La fecha de entrada no es válida',
  tooLong: (max: number) => `No puede exceder ${max} caracteres`,
  formHasErrors: 'Por favor, corrige los errores en el formulario',
  notFound: 'Reparación no encontrada',
  invalidId: 'ID de reparación no válido',
  missingId: 'ID de reparación no proporcionado',
  registered: 'Reparación registrada exitosamente',
  deleted: 'Reparación eliminada exitosamente',
  staleVersion:
    'Otra persona ha modificado esta reparación mientras la editabas. Recarga para ver los cambios; tus datos siguen en el formulario.',
} as const;
