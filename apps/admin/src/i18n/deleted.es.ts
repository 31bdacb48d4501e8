/** The 'Eliminadas' view's texts, under `resources.deleted`. */
const deleted = {
  fields: {
    kind: 'Tipo',
    recordId: 'Número',
    title: 'Qué era',
    clientName: 'Cliente',
    registeredAt: 'Registrado',
    deletedAt: 'Eliminado',
    deletedBy: 'Eliminado por',
  },
  kinds: {
    repair: 'Reparación',
    revision: 'Revisión',
    order: 'Pedido',
    client: 'Cliente',
  },
  filters: {
    kind: 'Tipo',
    all_kinds: 'Todos',
    record_id: 'Número',
  },
  page: {
    list: 'Registros eliminados',
    show_repair: 'Reparación #%{id} (eliminada)',
    show_revision: 'Revisión #%{id} (eliminada)',
    show_order: 'Pedido #%{id} (eliminado)',
    show_client: 'Cliente #%{id} (eliminado)',
  },
  empty: 'No se ha eliminado nada todavía.',
  no_results: 'Ningún registro eliminado coincide con el filtro.',
  message: {
    deleted_by: 'Eliminado el %{when} por %{who}. Su historial completo se conserva y no se puede cambiar.',
    was_deleted: 'Este registro se eliminó. Su historial completo se conserva.',
    open_deleted: 'Ver qué era y su historial',
  },
  notifications: {
    load_failed: 'Error al cargar los registros eliminados',
  },
};

export const deletedResources = { deleted };
