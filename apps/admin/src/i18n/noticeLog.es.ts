/** The notice log of a record and the client's courtesy notices, under `notice_log`. */
export const noticeLogTexts = {
  notice_log: {
    section: 'Mensajes al cliente',
    hint: 'Cada correo, SMS o WhatsApp enviado al cliente sobre este trabajo, a qué dirección y si ha salido.',
    empty: 'No se le ha enviado ningún mensaje sobre este trabajo.',
    loading: 'Cargando los mensajes enviados…',
    failed_load: 'No se han podido cargar los mensajes enviados',
    to: 'A %{to}',
    given_by: 'Lo envió: %{name}',
    failure: 'Entrega fallida: %{error}',
    show_text: 'Ver el texto enviado',
    steps_on: 'El taller avisa en: %{steps}.',
    no_steps: 'El taller no tiene ningún aviso automático activado.',
    opted_out: 'Este cliente pidió no recibir avisos de cortesía: solo le llegan los presupuestos y los avisos de cobro y de abandono.',
    unreachable: 'El cliente no tiene correo ni teléfono: no se le puede avisar.',
    preference: {
      section: 'Preferencia de avisos',
      receiving: 'Recibe todos los avisos que el taller tiene activados.',
      stopped: 'No recibe avisos de cortesía desde el %{date} (%{by}). Le siguen llegando los presupuestos y los avisos de cobro y de abandono.',
      stop: 'Dejar de enviarle avisos de cortesía',
      resume: 'Volver a enviarle avisos',
      saved: 'Preferencia de avisos guardada',
      failed: 'No se ha podido cambiar la preferencia de avisos',
    },
  },
};
