/** Where Redsys posts its notifications (server to server). */
export const REDSYS_NOTIFICATION_PATH = '/api/payments/redsys/notification';

/**
 * The public site's pages the gateway sends the customer back to (Redsys' URLOK and URLKO),
 * with the reservation's number (`P-000123`). What they say is only a courtesy: the payment
 * counts once the signed notification arrives, which the tracking page then shows.
 */
export const cardPaymentReturnPaths = (number: string) => ({
  paid: `/reserva/pagada?p=${encodeURIComponent(number)}`,
  notPaid: `/reserva/no-pagada?p=${encodeURIComponent(number)}`,
});
