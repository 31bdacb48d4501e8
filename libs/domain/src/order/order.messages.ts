import { clientMessages } from '../client/client.messages.js';

/** The spec's Spanish texts about orders (back-office.md §5, §8), written once. */
export const orderMessages = {
  // New order (§5)
  clientRequired: 'Debe seleccionar un cliente',
  nameRequired: 'El nombre del pedido es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  dateRequired: 'La fecha es obligatoria',
  // Order edit (§5); the price and quantity rules are the same for a new order
  nameTooShort: 'El nombre debe tener al menos 2 caracteres',
  descriptionTooShort: 'La descripción debe tener al menos 5 caracteres',
  quantityNotPositive: 'La cantidad debe ser mayor a 0',
  priceNotPositive: 'El precio debe ser mayor a 0',
  formHasErrors: 'Por favor, corrige los errores en el formulario',
  // Ours, where the spec is silent
  quantityNotWhole: 'La cantidad debe ser un número entero',
  priceNotWholeCents: 'El precio debe indicarse en céntimos enteros',
  totalTooLarge: 'El total del pedido no puede superar 1.000.000,00 €',
  dateInvalid: 'La fecha no es válida',
  deliveryDateInvalid: 'La fecha de entrega no es válida',
  paymentMethodInvalid: 'Método de pago no válido',
  paidInvalid: 'Indica si está pagado',
  statusInvalid: 'Estado no válido',
  tooLong: (max: number) => `No puede exceder ${max} caracteres`,
  /** An order for a client the shop does not have. */
  clientNotFound: clientMessages.notFound,
  // Order detail and list (§8)
  notFound: 'Pedido no encontrado',
  invalidId: 'ID de pedido no válido',
  created: 'Pedido creado exitosamente',
  deleted: 'Pedido eliminado exitosamente',
  staleVersion:
    'Otra persona ha modificado este pedido mientras lo editabas. Recarga para ver los cambios; tus datos siguen en el formulario.',
} as const;
