/** The texts of the shop's settings, written once. */
export const shopMessages = {
  formHasErrors: 'Por favor, corrige los errores en el formulario',
  staleVersion: 'Otra persona ha cambiado los ajustes del taller mientras los editabas. Recarga la página para ver los cambios.',
  nothingToChange: 'No hay nada que cambiar',
  taxIdInvalid: 'El NIF/CIF no es válido: revisa los números y la letra o dígito de control',
  postalCodeInvalid: 'El código postal debe tener 5 dígitos (01000–52999)',
  phoneInvalid: 'El teléfono solo puede tener dígitos, espacios y un + inicial (9 a 15 dígitos)',
  emailInvalid: 'El correo electrónico no es válido',
  timeInvalid: 'La hora debe tener el formato HH:MM (00:00–24:00)',
  rangeOrder: 'La hora de cierre debe ser posterior a la de apertura',
  rangesOverlap: 'El segundo tramo debe empezar después de que acabe el primero',
  tooManyRanges: 'Un día tiene como mucho dos tramos (mañana y tarde)',
  wholeNumber: (label: string, min: number, max: number) => `«${label}» debe ser un número entero entre ${min} y ${max}`,
  abandonAfterStorage: 'Los días hasta considerar abandonado deben ser más que los días de almacenaje gratuito',
  notAnObject: 'Los ajustes deben enviarse como un objeto JSON',
  unknownField: (field: string) => `Campo desconocido: ${field}`,
  notConfiguredBanner: 'Faltan los datos del taller: el albarán, la web y los correos no pueden nombrar a la empresa hasta que los completes.',
} as const;
