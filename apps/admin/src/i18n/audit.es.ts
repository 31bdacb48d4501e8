/** The 'Actividad' screen's texts, under `audit` (the owner's audit of every change). */
const audit = {
  title: 'Actividad',
  intro: 'Cada cambio del taller, el más reciente primero: quién, cuándo, desde dónde, en qué registro y qué cambió.',
  filters: {
    label: 'Filtros de la actividad',
    actor: 'Quién',
    kind: 'Tipo de registro',
    record_id: 'Número de registro',
    type: 'Qué pasó',
    source: 'Origen',
    since: 'Desde',
    until: 'Hasta',
    all: 'Todos',
    clear: 'Quitar filtros',
  },
  columns: {
    when: 'Cuándo',
    who: 'Quién',
    source: 'Origen',
    record: 'Registro',
    what: 'Qué pasó',
    changes: 'Cambios',
  },
  export: 'Exportar CSV',
  export_hint: 'Todas las líneas que coinciden con los filtros, para Excel',
  older: 'Más antiguos',
  newest: 'Volver a los más recientes',
  empty: 'No hay actividad con estos filtros.',
  load_failed: 'Error al cargar la actividad',
  forbidden: 'Solo el Administrador puede ver la actividad del taller.',
  retry: 'Reintentar',
  empty_value: '(vacío)',
  unknown_type: 'Evento sin descripción',
  page_of_older: 'Actividad anterior a la posición %{position}',
};

/** Spread at the top level of the Spanish catalogue. */
export const auditTexts = { audit };
