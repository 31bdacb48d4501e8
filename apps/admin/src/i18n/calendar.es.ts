import { albaranMessages } from '@taller/domain/texts';
import { addScreenMessages } from './i18nProvider';
import { priceTexts } from './prices.es';

/**
 * The texts of the work calendar and of the albarán (service sheet), under `calendar` and
 * `albaran`. The spec's texts (back-office.md §8) are written here once; the albarán's states
 * come from the domain's catalogue, which the API shares.
 */
const calendar = {
  title: 'Calendario de trabajo',
  period: 'Semanas del %{range}',
  grid_label: 'Calendario del %{range}',
  navigation: {
    previous_week: 'Semana anterior',
    next_week: 'Semana siguiente',
    today: 'Hoy',
  },
  filters: {
    type: 'Tipo de trabajo',
    status: 'Estado',
    all_types: 'Todos',
    all_statuses: 'Todos los estados',
    open: 'Pendientes',
  },
  /** The kinds of work as the filter names them (plural). */
  types: {
    repair: 'Reparaciones',
    revision: 'Revisiones',
    order: 'Pedidos',
  },
  counts: {
    repair: '%{smart_count} reparación |||| %{smart_count} reparaciones',
    revision: '%{smart_count} revisión |||| %{smart_count} revisiones',
    order: '%{smart_count} pedido |||| %{smart_count} pedidos',
    none: 'sin trabajos',
  },
  day: {
    today: 'Hoy',
    more: '+%{smart_count} más',
    label: '%{date}: %{summary}',
    label_today: '%{date} (hoy): %{summary}',
  },
  keyboard_hint: 'Flechas: cambiar de día · Re Pág / Av Pág: cambiar de semana · Intro: ver el día',
  panel: {
    empty: 'No hay trabajos para este día.',
    close: 'Cerrar',
    details: 'Ver detalles',
    details_of: 'Ver detalles de %{title}',
    time: 'Hora',
    due_by: 'Hasta las %{time}',
    closed: 'Tienda cerrada',
    priority: 'Prioridad: %{priority}',
    client: 'Cliente',
    device: 'Dispositivo',
    description: 'Descripción',
  },
  urgent: {
    title: 'Trabajos urgentes',
    subtitle: 'Próximas 48 horas y vencidos',
    empty: 'No hay trabajos urgentes.',
    due: 'Vence el %{date}',
    shown: 'Mostrando %{shown} de %{total}',
    load_failed: 'Error al cargar trabajos urgentes. Verifique que el servidor esté ejecutándose.',
  },
  loading: 'Cargando el calendario…',
  load_failed: 'Error al cargar los datos del calendario',
  connection_error: 'Error de conexión',
  retry: 'Reintentar',
};

const albaran = {
  title: 'Albarán %{number}',
  loading: albaranMessages.loading,
  empty: albaranMessages.empty,
  load_failed: albaranMessages.loadError,
  print: 'Imprimir',
  back: 'Volver',
  open: 'Albarán',
  copies: {
    shop: 'Copia para la tienda',
    customer: 'Copia para el cliente',
  },
  heading: 'Albarán de servicio',
  kinds: {
    repair: 'Reparación',
    revision: 'Revisión',
  },
  sections: {
    customer: 'Cliente',
    device: 'Dispositivo',
    fault: 'Avería indicada por el cliente',
    observations: 'Observaciones',
    budget: 'Presupuesto',
    terms: 'Condiciones del servicio',
  },
  fields: {
    number: 'N.º',
    date: 'Fecha',
    taxId: 'NIF',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Email',
    device: 'Dispositivo',
    model: 'Modelo',
    unlock: 'Desbloqueo',
    numPad: 'PIN numérico',
    pattern: 'Patrón',
    otherCode: 'Otro código',
    noCode: 'Sin código',
    status: 'Estado',
    amount: 'Importe',
    total: 'Total (IVA incl.)',
    paidOnAccount: 'Entregado a cuenta',
    due: 'Pendiente',
    priceType: 'Tipo de precio',
    storage: 'Almacenaje',
    storageSince: 'Avisado el %{day}: %{smart_count} día cobrado, %{amount} |||| Avisado el %{day}: %{smart_count} días cobrados, %{amount}',
    warrantyEnd: 'Garantía hasta',
    abandoned: 'Abandonada',
    abandonedOn: 'El %{day}, tras el aviso final sin recogida: %{reason}',
    issuedAt: 'Impreso el %{date}',
  },
  checked: 'marcado',
  unchecked: 'sin marcar',
  to_be_set: priceTexts.toBeSet,
  price_not_set: 'Precio sin fijar',
  closed: 'Cerrado',
  signatures: {
    customer: 'Firma del cliente',
    shop: 'Firma y sello de la tienda',
  },
  tracking: {
    title: 'Sigue tu reparación',
    text: 'Escanea el código o entra en la dirección para ver en qué estado está, sin registrarte.',
    qr: 'Código QR del seguimiento',
    missing: 'Este trabajo no tiene enlace de seguimiento: la copia del cliente saldrá sin código QR.',
    create: 'Crear enlace',
  },
};

/** Added to the dictionary when a screen that says them loads (the calendar, the albarán, a quote's print). */
addScreenMessages({ calendar, albaran });
