/**
 * The 'Avisos a clientes' screen's texts, under `notice_settings` (the steps' names and hints,
 * the placeholders and the channels' names are the domain's: notice/notice.labels.ts).
 */
const notice_settings = {
  menu: 'Avisos a clientes',
  title: 'Avisos a clientes',
  intro:
    'En qué pasos de un trabajo se avisa al cliente, por qué canales y con qué textos. Valen para los avisos que salgan desde que se guardan; los ya enviados no cambian.',
  sections: {
    channels: 'Canales',
    channels_hint: 'Cada aviso sale por correo electrónico y, si lo activas aquí, también su mensaje corto por SMS o WhatsApp.',
    steps: 'Pasos y textos',
    steps_hint:
      'Un paso desactivado no avisa a nadie; sus textos se guardan igual, para cuando lo vuelvas a activar. Entre llaves van los datos de cada trabajo, como {nombre}.',
  },
  channels: {
    email_always: 'Siempre activo: a los clientes con correo electrónico.',
    sms_hint: 'El mensaje corto, además del correo, a los clientes con teléfono móvil.',
    whatsapp_hint: 'El mensaje corto, además del correo, por WhatsApp a los clientes con teléfono móvil.',
    sms_unavailable: 'Sin proveedor configurado en el servidor (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM).',
    whatsapp_unavailable: 'Sin proveedor configurado en el servidor (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, WHATSAPP_FROM).',
  },
  step: {
    enabled: 'Avisar en este paso',
    on: 'Se avisa',
    off: 'No se avisa',
    essential: 'Esencial',
    essential_hint: 'Esencial: llega aunque el cliente haya pedido no recibir avisos.',
    courtesy_hint: 'De cortesía: el cliente puede dejar de recibirlo con el enlace del correo.',
    texts: 'Textos del aviso',
    edited: 'texto propio',
  },
  fields: {
    subject: 'Asunto',
    body: 'Texto del correo',
    short: 'Mensaje corto (SMS/WhatsApp)',
    counter: '%{count} de %{max}',
    too_long: 'Como máximo %{max} caracteres (lleva %{count})',
    placeholders: 'Datos que puedes usar en este aviso',
    placeholders_hint: 'Pulsa uno para ponerlo donde tenías el cursor (al final del texto del correo si aún no has escrito en ningún texto).',
    insert: 'Insertar {%{name}}: %{description}',
  },
  preview: {
    title: 'Vista previa con datos de ejemplo',
    hint: 'Un cliente y un trabajo inventados, con el nombre y el teléfono de tu taller, para ver cómo quedará el aviso.',
    shop_name: '(nombre del taller)',
    shop_phone: '(teléfono del taller)',
    email: 'Correo electrónico',
    subject: 'Asunto:',
    short: 'Mensaje corto',
    after_body: 'Después del texto se añaden el enlace de seguimiento del trabajo, la firma del taller y el enlace para dejar de recibir avisos.',
    after_body_essential:
      'Después del texto se añaden el enlace de seguimiento del trabajo y la firma del taller (sin enlace para dejar de recibirlo: es esencial).',
    after_short: 'Después se añade el enlace de seguimiento del trabajo.',
    empty: '(vacío)',
  },
  actions: {
    save: 'Guardar avisos',
    reset: 'Restablecer texto predeterminado',
    reload: 'Cargar los avisos actuales',
  },
  messages: {
    saved: 'Avisos guardados',
    unchanged: 'Sin cambios',
    dirty: 'Hay cambios sin guardar.',
    forbidden: 'Solo el Administrador puede ver y cambiar los avisos a clientes.',
    load_error: 'No se han podido cargar los avisos a clientes.',
    fix_texts: 'Revisa los textos marcados en rojo: así no se pueden guardar.',
  },
};

/** Spread at the top level of the Spanish catalogue. */
export const noticeSettingsTexts = { notice_settings };
