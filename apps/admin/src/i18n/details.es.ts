import { clientMessages, repairMessages, unlockCodeMessages } from '@taller/domain/texts';
import { addScreenMessages } from './i18nProvider';
import { revisionResources } from './revisions.es';

/**
 * The texts of the client and repair detail screens (back-office.md §2, §5, §8), under
 * `clientDetail` and `repairDetail`, and of what repairs and revisions share: the images
 * (`recordImages`) and the unlock code (`unlockCode`). The spec's texts come from the domain's
 * catalogue where it has them; the shared image and unlock-code texts were first written for
 * the revision screens and are read from there, so each is still written once.
 */

const { empty: _revisionEmpty, converted_hint: _revisionConverted, ...imageTexts } = revisionResources.revisions.images;

const recordImages = {
  ...imageTexts,
  gallery: 'Imágenes',
  delete_title: revisionResources.revisions.message.delete_image_title,
  delete_content: revisionResources.revisions.message.delete_image_content,
  /** The larger view. */
  viewer_title: '%{name} (%{position} de %{total})',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  open_tab: 'Abrir en una pestaña nueva',
  close: 'Cerrar',
};

const unlockCode = {
  ...revisionResources.revisions.unlock,
  label: unlockCodeMessages.label,
  failed: revisionResources.revisions.notifications.unlock_code_failed,
  /** A collected repair's code was shredded: the reveal asks the server, which says so. */
  after_collection: 'No disponible tras la entrega',
};

const clientDetail = {
  title: 'Cliente #%{id} · %{name}',
  forget: {
    action: 'Olvidar cliente',
    title: '¿Olvidar al cliente #%{id}?',
    content:
      'Se destruirán para siempre su nombre, apellidos, teléfono, correo y empresa, en la ficha, el historial, los albaranes, las copias y las exportaciones, ' +
      'y también sus cuentas de la web, sus mensajes de contacto, los correos que se le enviaron y sus códigos de desbloqueo. ' +
      'Sus reparaciones, revisiones y pedidos se quedan (dispositivo, trabajo, importes y fechas), a nombre de «Cliente eliminado (RGPD)». No se puede deshacer.',
    type_label: 'Escribe OLVIDAR para confirmar',
    confirm: 'Olvidar para siempre',
    failed: 'No se pudo olvidar al cliente. Inténtalo de nuevo.',
    forgotten_chip: 'Datos olvidados (RGPD)',
  },
  back: 'Volver a clientes',
  refresh: 'Actualizar ficha',
  tabs: {
    label: 'Ficha del cliente',
    overview: 'Resumen',
    history: 'Historial',
  },
  sections: {
    personal: 'Datos personales',
    repairs: 'Reparaciones',
    revisions: 'Revisiones',
    orders: 'Pedidos',
    toggle: 'Mostrar u ocultar «%{title}»',
  },
  cards: {
    label: 'Resumen de trabajos',
    repairs: 'Reparaciones',
    revisions: 'Revisiones',
    orders: 'Pedidos',
    revenue: 'Facturación total',
    pending: '%{smart_count} pendiente |||| %{smart_count} pendientes',
    revenue_hint: 'Reparaciones y pedidos pagados',
  },
  fields: {
    name: 'Nombre',
    lastName: 'Apellidos',
    company: 'Empresa',
    status: 'Estado',
    registrationDate: 'Fecha de alta',
    createdAt: 'Registrado en el sistema',
    email: 'Email',
    phone: 'Teléfono',
  },
  status: {
    active: 'Activo',
    inactive: 'Inactivo',
    pending: 'Pendiente',
  },
  work: {
    /** 'ver todas (n)': the button names the total. */
    view_all_repairs: 'Ver todas (%{total})',
    view_all_revisions: 'Ver todas (%{total})',
    view_all_orders: 'Ver todos (%{total})',
    latest: 'Las %{shown} más recientes de %{total}',
    latest_orders: 'Los %{shown} más recientes de %{total}',
    none_repairs: 'Este cliente no tiene reparaciones.',
    none_revisions: 'Este cliente no tiene revisiones.',
    none_orders: 'Este cliente no tiene pedidos.',
    repair: 'Reparación #%{id}',
    revision: 'Revisión #%{id}',
    order: 'Pedido #%{id}',
    scheduled: 'Prevista el %{day}',
    converted: 'Convertida en la reparación #%{id}',
  },
  edit: {
    edit_email: 'Editar el email',
    edit_phone: 'Editar el teléfono',
    save: 'Guardar',
    cancel: 'Cancelar',
    saving: 'Guardando…',
    hint: 'Intro guarda, Escape cancela',
    email_updated: 'Email actualizado correctamente',
    phone_updated: 'Teléfono actualizado correctamente',
    /** The spec's texts (§8), followed by the server's reason. */
    email_failed: 'Error al actualizar el email',
    phone_failed: 'Error al actualizar el teléfono',
    failed_with: '%{failure}: %{reason}',
    /** A duplicate names the client who already has that e-mail or phone. */
    duplicate: '%{reason} (%{name})',
    open_existing: 'Ver la ficha de %{name}',
    none_email: 'Sin email',
    none_phone: 'Sin teléfono',
  },
  notifications: {
    not_found: clientMessages.notFound,
    invalid_id: clientMessages.invalidId,
    load_failed: 'Error al cargar los detalles del cliente',
  },
  history: {
    title: 'Historial del cliente',
  },
};

const repairDetail = {
  back: 'Volver a la lista',
  sections: {
    images: 'Imágenes',
    toggle: 'Mostrar u ocultar «%{title}»',
  },
  fields: {
    estimatedCompletion: 'Finalización estimada',
    noticeDay: 'Aviso al cliente',
    completedAt: 'Completada',
    collectedAt: 'Entregada',
    warrantyEnd: 'Fin de la garantía',
    storage: 'Almacenaje hasta hoy',
    storageCollected: 'Almacenaje cobrado',
    originRevision: 'Revisión de origen',
    newUnlockCode: 'Nuevo código de desbloqueo',
  },
  values: {
    not_set: 'No establecida',
    not_notified: 'Sin avisar',
    not_completed: 'Sin completar',
    not_collected: 'Pendiente de entrega',
    no_warranty: 'Empieza al entregarla',
    under_warranty: '%{day} (en garantía)',
    warranty_over: '%{day} (garantía vencida)',
    storage_not_started: 'Sin cargo: cuenta desde el aviso (%{free_days} días gratis, luego %{daily_fee} al día)',
    storage_free: 'Sin cargo (%{free_days} días gratis desde el aviso)',
    storage_no_fee: 'Sin cargo: este trabajo no paga almacenaje',
    storage_owed: '%{fee} (%{smart_count} día cobrado) |||| %{fee} (%{smart_count} días cobrados)',
    open_revision: 'Revisión #%{id}',
  },
  alerts: {
    abandoned:
      'Posible abandono: se avisó al cliente el %{day} y el dispositivo sigue sin recoger tras más de %{days} días. Antes de tratarlo como abandonado hay que darle el aviso final y dejar pasar su plazo.',
    storage_owed:
      'Almacenaje a cobrar: %{fee} (%{smart_count} día después de los gratuitos) |||| Almacenaje a cobrar: %{fee} (%{smart_count} días después de los gratuitos)',
    collected: 'Entregada el %{day}. En garantía hasta el %{warranty}.',
    collected_over: 'Entregada el %{day}. La garantía terminó el %{warranty}.',
  },
  actions: {
    toolbar: 'Acciones de la reparación',
    notify: 'Avisar al cliente',
    collect: 'Entregar',
  },
  confirm: {
    notify_title: 'Avisar al cliente de la reparación #%{id}',
    collect_title: 'Entregar la reparación #%{id}',
    collect_content:
      'Se registra la entrega con fecha de hoy: empieza la garantía de %{smart_count} mes y se borra para siempre el código de desbloqueo del dispositivo. |||| Se registra la entrega con fecha de hoy: empieza la garantía de %{smart_count} meses y se borra para siempre el código de desbloqueo del dispositivo.',
    collect_fee: 'Almacenaje a cobrar: %{fee}.',
  },
  notifications: {
    notified: 'Cliente avisado: la reparación está lista para recoger',
    notify_failed: 'Error al avisar al cliente',
    collected: 'Reparación entregada. En garantía hasta el %{day}',
    collect_failed: 'Error al registrar la entrega',
    updated: 'Cambios guardados correctamente',
    save_failed: 'Error al guardar: %{status}',
    not_found: repairMessages.notFound,
    invalid_id: repairMessages.invalidId,
    missing_id: repairMessages.missingId,
    unauthorized: 'No autorizado para ver esta reparación',
    server_error: 'Error del servidor: %{status}',
    load_failed: 'Error al cargar los detalles de la reparación',
  },
  images: {
    empty: 'Esta reparación no tiene imágenes.',
  },
};

/** Added to the dictionary when a client's, repair's or revision's detail loads. */
addScreenMessages({ clientDetail, repairDetail, recordImages, unlockCode });
