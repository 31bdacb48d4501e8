import { noticeMessages } from '@taller/domain/texts';

/** The Spanish of /avisos/<código>: the link in the e-mails that stops the courtesy notices. */
export const noticesTexts = {
  title: 'Avisos por correo y mensaje',
  loading: 'Cargando…',
  noToken: 'Abre el enlace que viene al final de nuestros correos para elegir qué avisos recibes.',
  notFound: 'Este enlace no existe o ha caducado. Si quieres dejar de recibir avisos, llámanos o escríbenos y lo haremos nosotros.',
  failed: 'No hemos podido cargarlo ahora. Inténtalo de nuevo en un momento.',
  retry: 'Reintentar',
  receiving: (shop: string) => `Ahora recibes los avisos de ${shop || 'la tienda'} sobre tus reparaciones, revisiones y pedidos: cuando lo recibimos, cuando está listo…`,
  stopped: (shop: string) => `Has dejado de recibir los avisos de cortesía de ${shop || 'la tienda'}.`,
  essential:
    'Aunque los desactives, te seguiremos enviando lo imprescindible: los presupuestos que tienes que aceptar, el aviso de que empieza a cobrarse el almacenaje y el aviso final antes de considerar abandonado un equipo.',
  stop: 'Dejar de recibir avisos',
  resume: 'Volver a recibir avisos',
  saving: 'Guardando…',
  stoppedNow: noticeMessages.optedOut,
  resumedNow: noticeMessages.optedIn,
  saveFailed: 'No se ha podido guardar. Inténtalo de nuevo en un momento.',
} as const;
