/**
 * The Spanish of the reservation for pickup (issue 17): the product page's button, 'Tu reserva'
 * (/reserva) and its confirmation (/reserva/confirmada). What the server says (a refusal, a
 * field's error, the tracking page's status) is shown in its own words.
 */
const days = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
const units = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

export const reservationTexts = {
  reserve: {
    title: 'Resérvalo y recógelo en la tienda',
    quantity: 'Cantidad',
    button: 'Reservar para recoger en tienda',
    note: (holdDays: number) => `Te lo guardamos ${days(holdDays)}; se paga al recogerlo en la tienda.`,
    added: (name: string, quantity: number) => `Añadido a tu reserva: ${quantity} × ${name}.`,
    capped: 'Como mucho 20 unidades de un producto en una reserva: hemos dejado 20.',
    full: 'Tu reserva ya tiene 20 productos distintos, el máximo. Haz esta y luego otra.',
    goToBasket: 'Ver tu reserva',
    inBasket: (quantity: number) => `Ya tienes ${units(quantity)} en tu reserva.`,
  },

  basket: {
    title: 'Tu reserva',
    lead: 'Elige qué te guardamos. Lo recoges y lo pagas en la tienda; no hacemos envíos.',
    empty: 'Tu reserva está vacía.',
    emptyHint: 'Busca en el catálogo lo que necesitas y pulsa «Reservar para recoger en tienda».',
    toCatalogue: 'Ir al catálogo',
    keepLooking: 'Seguir mirando',
    linesLabel: 'Productos de tu reserva',
    product: 'Producto',
    unitPrice: 'Precio',
    quantity: 'Cantidad',
    quantityOf: (name: string) => `Cantidad de ${name}`,
    amount: 'Importe',
    remove: 'Quitar',
    removeOf: (name: string) => `Quitar ${name} de tu reserva`,
    total: 'Total',
    taxNote: 'IVA incluido',
    unavailable: 'Ya no se puede reservar: quítalo para seguir.',
    priceChanged: (price: string) => `El precio ha cambiado: ahora ${price}.`,
    checking: 'Comprobando los productos…',
  },

  form: {
    title: 'Tus datos',
    signedIn: 'Usamos los datos de tu cuenta; puedes cambiarlos para esta reserva.',
    guestHint: 'No hace falta cuenta: con tu nombre y cómo avisarte basta.',
    name: 'Nombre',
    lastName: 'Apellidos',
    optional: '(opcional)',
    email: 'Correo electrónico',
    emailHint: 'Te enviamos aquí la confirmación y el código de recogida.',
    emailAccount: 'El de tu cuenta: te enviamos aquí la confirmación.',
    phone: 'Teléfono',
    phoneHint: 'Por si tenemos que avisarte de algo sobre tu reserva.',
    required: 'Este campo es obligatorio',
    holdNote: (holdDays: number) => `Te lo guardamos ${days(holdDays)}; se paga al recogerlo en la tienda.`,
    consentBefore: 'Al reservar aceptas las ',
    terms: 'condiciones',
    consentMiddle: '. Usamos tus datos solo para preparar y avisarte de tu reserva, como explica la ',
    privacy: 'política de privacidad',
    consentAfter: '.',
    submit: 'Reservar',
    submitting: 'Reservando…',
    fixFields: 'Revisa los datos marcados.',
    fixLines: 'Quita de tu reserva los productos que ya no se pueden reservar.',
    failed: 'No hemos podido hacer la reserva. No se ha guardado nada; inténtalo de nuevo en un momento.',
    unknownOutcome:
      'No hemos recibido respuesta de la tienda, así que no sabemos si la reserva se hizo. Si en unos minutos no te llega el correo de confirmación, inténtalo de nuevo o llámanos.',
    throttled: 'Espera un rato antes de hacer otra reserva desde esta conexión, o llámanos a la tienda.',
    nothingHeld: 'No se ha reservado nada.',
    keepOnly: (available: number) => `Reservar solo ${units(available)}`,
    removeShort: 'Quitarlo de la reserva',
    adjusted: 'Hemos ajustado tu reserva. Revísala y pulsa «Reservar» otra vez.',
  },

  confirmation: {
    title: 'Reserva hecha',
    number: (number: string) => `Reserva ${number}`,
    codeTitle: 'Tu código de recogida',
    codeHint: 'Dilo en el mostrador o enseña este código QR.',
    qrLabel: (code: string) => `Código QR de recogida ${code}`,
    heldTitle: 'Te guardamos',
    heldUntil: (when: string) => `Hasta el ${when}.`,
    expiry: 'Si no pasas a recogerlo, no tienes que hacer nada: pasado el plazo, vuelve a la venta.',
    email: (email: string) => `Hemos enviado la confirmación a ${email}.`,
    follow: 'Sigue tu reserva',
    shopTitle: 'Dónde recogerlo',
    address: 'Dirección',
    hours: 'Horario',
    call: 'Llamar al',
    paymentTitle: 'Cómo pagarlo',
    payInShop: 'Se paga en la tienda al recogerlo, en efectivo o con tarjeta.',
    payNow: 'Pagar ahora con tarjeta',
    payLater: 'Pagar al recoger',
    payLaterChosen: 'Lo pagarás al recogerlo en la tienda, en efectivo o con tarjeta.',
    paying: 'Te llevamos al pago…',
    payFailed: 'No hemos podido abrir el pago con tarjeta. Tu reserva sigue hecha: puedes pagarla al recogerla.',
    missingTitle: 'Tu reserva',
    missing:
      'Esta página muestra la reserva justo después de hacerla. Si ya reservaste, tienes el número, el código de recogida y el enlace para seguirla en el correo de confirmación.',
    lookup: 'Buscar tu reserva',
    toCatalogue: 'Ir al catálogo',
  },

  /**
   * The pages the bank's payment page sends the customer back to, after paying a reservation or
   * an encargo's deposit; `unknown` when this tab does not know which (words that fit both).
   */
  paymentReturn: {
    paidTitle: 'Pago hecho',
    notPaidTitle: 'Pago no hecho',
    reservation: {
      paid: 'El banco ha terminado el pago. En cuanto nos lo confirme (suele ser al momento), tu reserva aparecerá como pagada en su página de seguimiento, y ya no caducará. Recógela en la tienda con tu código.',
      notPaid: 'No se ha cobrado nada: el pago se canceló o el banco no lo aceptó. Tu reserva sigue hecha.',
      follow: 'Ver tu reserva',
    },
    deposit: {
      paid: 'El banco ha terminado el pago de la señal de tu encargo. En cuanto nos lo confirme (suele ser al momento), aparecerá como pagada en la página de tu encargo.',
      notPaid:
        'No se ha cobrado nada: el pago de la señal se canceló o el banco no lo aceptó. Tu encargo sigue en pie: puedes pagar la señal en la tienda, o volver a intentarlo con tarjeta desde la página de tu encargo.',
      follow: 'Ver tu encargo',
    },
    unknown: {
      paid: 'El banco ha terminado el pago. En cuanto nos lo confirme (suele ser al momento), aparecerá como pagado en la página de seguimiento de tu pedido.',
      notPaid: 'No se ha cobrado nada: el pago se canceló o el banco no lo aceptó. Tu pedido sigue en pie.',
    },
    stillHeld: (when: string) => `Te la guardamos hasta el ${when}: puedes pagarla al recogerla, o intentarlo de nuevo con tarjeta.`,
    lookup: 'Buscar tu pedido',
    toCatalogue: 'Ir al catálogo',
  },
} as const;
