import { addScreenMessages } from './i18nProvider';

/** The 'Ajustes del taller' screen's texts, under `shop_settings` (the field names are the domain's shopFieldLabels). */
const shop_settings = {
  title: 'Ajustes del taller',
  intro:
    'Los datos de la empresa, el horario y las condiciones del servicio. El albarán, la web pública (pie, contacto, páginas legales, datos para buscadores) y los correos los leen al momento: no hace falta reconstruir nada.',
  sections: {
    identity: 'Datos del taller',
    identity_hint: 'Todos son necesarios menos WhatsApp. Un campo vacío no se muestra a los clientes.',
    hours: 'Horario de apertura',
    hours_hint: 'Hasta dos tramos por día (mañana y tarde). El calendario vence los trabajos a la hora de cierre de su día.',
    terms: 'Condiciones del servicio',
    terms_hint:
      'Se aplican a los trabajos que entren desde que se guardan: el albarán de cada trabajo imprime las condiciones vigentes cuando se recibió.',
    history: 'Historial de cambios',
  },
  fields: {
    closed: 'Cerrado',
    opens: 'Abre',
    closes: 'Cierra',
    add_range: 'Añadir tramo de tarde',
    remove_range: 'Quitar el segundo tramo',
    fee_hint: 'En euros por día; 0 = no se cobra almacenaje',
    free_days_hint: 'Desde el aviso de que está listo',
    abandoned_hint: 'Desde el aviso de que está listo; más que los días gratuitos',
    warranty_hint: 'Desde la entrega del dispositivo',
    reservation_hint: 'Productos reservados en la web y sin pagar: después vuelven a la venta',
    tax_id_hint: 'DNI, NIE o CIF con su letra o dígito de control',
    tax_id_invalid: 'El NIF/CIF no es válido: revisa los números y la letra o dígito de control',
  },
  actions: {
    save: 'Guardar ajustes',
    reload: 'Cargar los ajustes actuales',
  },
  messages: {
    saved: 'Ajustes del taller guardados',
    unchanged: 'No había nada que cambiar',
    forbidden: 'Solo el Administrador puede ver y cambiar los ajustes del taller.',
    load_error: 'No se han podido cargar los ajustes del taller.',
    missing: 'Faltan datos del taller: %{fields}. Hasta que estén, el albarán, la web y los correos no pueden nombrar a la empresa.',
    configured: 'Configurado',
    never_changed: 'Todavía nadie ha cambiado los ajustes: valen los predeterminados.',
    no_history: 'Sin cambios registrados.',
    version: 'Versión %{version}, cambiados el %{when}',
  },

  history: {
    when: 'Cuándo',
    who: 'Quién',
    what: 'Qué cambió',
    from_to: '%{label}: %{from} → %{to}',
    empty: '(vacío)',
    closed: 'cerrado',
    sources: { api: 'desde la gestión', cli: 'desde la línea de comandos', system: 'por el sistema' },
  },
};

/** Added to the dictionary when the settings screen loads. */
addScreenMessages({ shop_settings });
