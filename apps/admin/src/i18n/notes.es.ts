import { NOTE_TITLE_MAX, noteMessages, RECENT_NOTE_DAYS } from '@taller/domain/texts';

/**
 * The notes board's texts, under `resources.notes`. The spec's texts (back-office.md §2, §5,
 * §8) come from the domain's catalogue where it has them (`noteMessages`); the rest are the
 * spec's §8 lines and the board's own words.
 */
const notes = {
  name: 'Nota |||| Notas',
  forcedCaseName: 'nota |||| notas',
  fields: {
    title: 'Título',
    content: 'Contenido',
  },
  board: {
    title: 'Notas rápidas',
    count: '%{smart_count} nota |||| %{smart_count} notas',
    search: 'Buscar en las notas',
    show_more: 'Mostrar más notas',
    loading: 'Cargando las notas…',
  },
  filters: {
    label: 'Mostrar',
    all: 'Todas',
    recent: 'Recientes',
    recent_hint: `Escritas en los últimos ${RECENT_NOTE_DAYS} días`,
    older: 'Anteriores',
    older_hint: `Escritas hace más de ${RECENT_NOTE_DAYS} días`,
    clear: 'Quitar filtros',
  },
  empty: {
    title: 'Todavía no hay notas.',
    invite: 'Apunta aquí recados, llamadas pendientes o avisos para el equipo.',
    no_match: 'Ninguna nota coincide con la búsqueda o el filtro.',
  },
  form: {
    new: 'Nueva nota',
    edit: 'Editar nota',
    title_counter: `%{count}/${NOTE_TITLE_MAX}`,
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  note: {
    by: 'por %{name}',
    edited: 'editada %{when}',
    expand: 'Ver más',
    collapse: 'Ver menos',
    expand_note: 'Ver más de la nota «%{title}»',
    collapse_note: 'Ver menos de la nota «%{title}»',
    edit: 'Editar la nota «%{title}»',
    delete: 'Eliminar la nota «%{title}»',
    select: 'Seleccionar la nota «%{title}»',
  },
  selection: {
    select_all: 'Seleccionar todas las notas visibles',
    selected: '%{smart_count} nota seleccionada |||| %{smart_count} notas seleccionadas',
    clear: 'Quitar la selección',
    delete: 'Eliminar seleccionadas',
  },
  message: {
    delete_title: 'Eliminar la nota «%{title}»',
    delete_content: '¿Estás seguro de que deseas eliminar esta nota?',
    bulk_delete_title: 'Eliminar la nota seleccionada |||| Eliminar %{smart_count} notas',
    bulk_delete_content:
      '¿Estás seguro de que deseas eliminar esta nota? |||| ¿Estás seguro de que deseas eliminar estas %{smart_count} notas?',
  },
  notifications: {
    created: noteMessages.created,
    updated: noteMessages.updated,
    deleted: noteMessages.deleted,
    bulk_deleted: '%{smart_count} nota eliminada |||| %{smart_count} notas eliminadas',
    load_failed: 'Error al cargar las notas',
    create_failed: 'Error al crear la nota',
    update_failed: 'Error al actualizar la nota',
    delete_failed: 'Error al eliminar la nota',
    bulk_delete_failed: 'Error al eliminar las notas seleccionadas',
    stale: noteMessages.staleVersion,
    retry: 'Reintentar',
  },
};

/** Spread into `resources` of the Spanish catalogue. */
export const noteResources = { notes };
