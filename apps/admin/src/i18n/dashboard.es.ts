/**
 * The dashboard's texts, under `dashboard`: the six actions of the spec (back-office.md §2)
 * and the day at a glance. The urgent list's error is the spec's §8 line.
 */
const dashboard = {
  title: 'Panel del taller',
  actions: {
    title: 'Accesos rápidos',
    repairs: { title: 'Reparaciones', description: 'Lista de reparaciones y su estado' },
    orders: { title: 'Pedidos', description: 'Pedidos de accesorios y recambios' },
    revisions: { title: 'Revisiones', description: 'Diagnósticos y revisiones citadas' },
    clients: { title: 'Clientes', description: 'Fichas, teléfonos y trabajos de cada cliente' },
    new_work: { title: 'Nuevo trabajo', description: 'Registrar una reparación, revisión o pedido' },
    calendar: { title: 'Calendario', description: 'Semana de trabajo y trabajos urgentes' },
  },
  today: {
    title: 'Hoy, %{day}',
    retry: 'Reintentar',
    more: 'y %{smart_count} más',
  },
  urgent: {
    title: 'Trabajos urgentes',
    count_label: 'trabajo urgente |||| trabajos urgentes',
    hint: 'Vencen en las próximas 48 h o ya han vencido',
    due: 'Vencen en las próximas 48 horas',
    nothing_due: 'Nada vence en las próximas 48 horas.',
    late: 'Ya vencidos',
    none: 'Nada vence en las próximas 48 horas.',
    see_calendar: 'Ver en el calendario',
    load_failed: 'Error al cargar trabajos urgentes. Verifique que el servidor esté ejecutándose.',
  },
  pickups: {
    title: 'Para recoger',
    count_label: 'listo para recoger |||| listos para recoger',
    repairs: 'Reparaciones terminadas',
    orders: 'Pedidos listos',
    not_told: 'Sin avisar',
    see_all: 'Ver la lista |||| Ver las %{smart_count}',
    none: 'No hay nada listo para recoger.',
    long_uncollected: 'Sin recoger desde hace tiempo',
    in_storage: '%{smart_count} reparación con almacenaje (más de %{days} días desde el aviso) |||| %{smart_count} reparaciones con almacenaje (más de %{days} días desde el aviso)',
    abandonable: '%{smart_count} candidata a abandono (%{days} días o más sin recoger) |||| %{smart_count} candidatas a abandono (%{days} días o más sin recoger)',
    load_failed: 'Error al cargar lo que hay para recoger',
  },
};

/**
 * The dashboard's panel of quotes waiting for an answer, under `quote.dashboard`; the rest of
 * `quote` comes with the screens that show a quote (quotes.es.ts).
 */
export const quotePanelTexts = {
  quote: {
    dashboard: {
      title: 'Presupuestos',
      count_label: 'esperando respuesta del cliente |||| esperando respuesta del cliente',
      none: 'Ningún presupuesto espera respuesta.',
      see_all: 'Ver la lista',
      see_repairs: 'Reparaciones: %{smart_count}',
      see_revisions: 'Revisiones: %{smart_count}',
      expired_revisions: '%{smart_count} revisión con el presupuesto caducado |||| %{smart_count} revisiones con el presupuesto caducado',
      expired: '%{smart_count} caducado sin respuesta: llama al cliente |||| %{smart_count} caducados sin respuesta: llama a los clientes',
      load_failed: 'Error al cargar los presupuestos',
    },
  },
};

/** Spread at the top level of the Spanish catalogue. */
export const dashboardTexts = { dashboard };
