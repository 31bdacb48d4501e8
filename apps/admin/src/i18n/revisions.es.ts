import { revisionFieldLabels, revisionMessages, unlockCodeMessages } from '@taller/domain/texts';

/**
 * The revision screens' texts, under `resources.revisions`. The spec's texts (back-office.md
 * §5, §8) come from the domain's catalogue where it has them (`revisionMessages`); the rest
 * are the spec's §8 lines, and ours where it says nothing.
 */
const revisions = {
  fields: {
    ...revisionFieldLabels,
    id: 'ID',
    clientId: 'Cliente',
    clientName: 'Cliente',
    description: 'Descripción del problema',
    date: 'Fecha programada',
    createdAt: 'Fecha de creación',
    updatedAt: 'Última modificación',
    archivedAt: 'Fecha de archivo',
    convertedToRepairId: 'Convertida en',
    unlockCode: unlockCodeMessages.label,
    newUnlockCode: 'Nuevo código de desbloqueo',
    actions: 'Acciones',
    q: 'Buscar',
  },
  page: {
    list: 'Lista de Revisiones',
    create: 'Nueva revisión',
    show: 'Revisión #%{id}',
    edit: 'Editar revisión #%{id}',
  },
  empty: 'Todavía no hay revisiones.',
  no_results: 'Ninguna revisión coincide con la búsqueda o el filtro.',
  message: {
    delete_title: 'Eliminar la revisión #%{id}',
    delete_content: '¿Seguro que quieres eliminar esta revisión? Su historial se conserva.',
    bulk_delete_title: 'Eliminar la revisión |||| Eliminar %{smart_count} revisiones',
    bulk_delete_content:
      '¿Seguro que quieres eliminar esta revisión? |||| ¿Seguro que quieres eliminar estas %{smart_count} revisiones?',
    convert_title: 'Convertir la revisión #%{id} en reparación',
    convert_content:
      'Se registrará una reparación con los datos de esta revisión (precio por determinar, sin pagar, pago en efectivo). La revisión se conserva, enlazada a la reparación.',
    converted_info: 'Esta revisión ya se convirtió en la reparación #%{id}.',
    delete_image_title: 'Eliminar la imagen',
    delete_image_content: '¿Seguro que quieres eliminar la imagen «%{name}»?',
  },
  notifications: {
    created: 'Revisión creada exitosamente',
    create_failed: 'Error al crear la revisión. Inténtalo de nuevo.',
    updated: 'Revisión actualizada correctamente',
    save_failed: 'Error al guardar los cambios',
    /** The list's texts (one, or n): 'Revisión eliminada exitosamente', '{n} revisiones eliminadas exitosamente'. */
    deleted: 'Revisión eliminada exitosamente |||| %{smart_count} revisiones eliminadas exitosamente',
    /** The detail's text. */
    deleted_from_detail: 'Revisión eliminada correctamente',
    delete_failed: 'Error al eliminar la revisión',
    bulk_delete_failed: 'Error al eliminar las revisiones seleccionadas',
    load_failed: 'Error al cargar las revisiones',
    load_one_failed: 'Error al cargar los detalles de la revisión',
    not_found: revisionMessages.notFound,
    invalid_id: revisionMessages.invalidId,
    archived: 'Revisión archivada correctamente',
    archive_failed: 'Error al archivar la revisión',
    unarchived: 'Revisión desarchivada correctamente',
    unarchive_failed: 'Error al desarchivar la revisión',
    /**
     * The spec says 'Revisión convertida a reparación y borrada correctamente', but the
     * revision is no longer deleted: it stays, linked to the repair it became.
     */
    converted: 'Revisión convertida a reparación correctamente',
    convert_failed: 'Error al convertir la revisión a reparación',
    convert_invalid: revisionMessages.convertInvalid,
    unlock_code_failed: 'No se pudo mostrar el código de desbloqueo',
  },
  sections: {
    info: 'Información de la revisión',
    images: 'Imágenes',
    client: 'Información del cliente',
    dates: 'Fechas',
    notes: 'Notas internas',
  },
  tabs: {
    summary: 'Resumen',
    history: 'Historial',
  },
  actions: {
    toolbar: 'Acciones de la revisión',
    open: 'Abrir la revisión #%{id}',
    create: 'Nueva revisión',
    archive: 'Archivar',
    unarchive: 'Desarchivar',
    convert: 'Convertir en reparación',
    open_repair: 'Ver reparación #%{id}',
    delete_row: 'Eliminar la revisión #%{id}',
  },
  filters: {
    status: 'Estado',
    all_statuses: 'Todos los estados',
  },
  client: {
    open: 'Ver ficha del cliente',
  },
  unlock: {
    none: 'Sin código',
    reveal: 'Mostrar',
    hide: 'Ocultar',
    reveal_label: 'Mostrar el código de desbloqueo',
    hide_label: 'Ocultar el código de desbloqueo',
    new_hint: 'Déjalo vacío para mantener el código actual',
  },
  edit: {
    archived_status: revisionMessages.archiveByAction,
  },
  images: {
    upload: 'Subir imagen',
    uploading: 'Subiendo…',
    hint: 'Una imagen JPG, PNG, WEBP o GIF de hasta 10 MB.',
    empty: 'Esta revisión no tiene imágenes.',
    open: 'Abrir «%{name}» a tamaño completo',
    delete: 'Eliminar la imagen «%{name}»',
    uploaded: 'Imagen subida correctamente',
    deleted: 'Imagen eliminada correctamente',
    /** Checked before sending (spec §5). */
    too_large: 'El archivo es demasiado grande. Tamaño máximo: 10MB',
    bad_type: 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, WEBP, GIF',
    /** The server's refusal codes (spec §8). */
    missing_file_field: 'No se seleccionó ningún archivo',
    empty_filename: 'El archivo no tiene nombre',
    unsupported_extension: 'Tipo de archivo no soportado',
    file_too_large: 'Archivo demasiado grande (máximo %{max_mb}MB)',
    other_code: 'Error: %{code}',
    upload_network: 'Error de conexión al subir la imagen. Inténtalo de nuevo.',
    delete_failed_with: 'Error al eliminar: %{error}',
    delete_failed: 'Error al eliminar la imagen',
    delete_network: 'Error de conexión al eliminar la imagen',
    converted_hint: 'Esta revisión ya es la reparación #%{id}: las imágenes nuevas se añaden allí.',
  },
  history: {
    title: 'Historial de la revisión',
  },
};

export const revisionResources = { revisions };
