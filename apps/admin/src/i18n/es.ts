import type { TranslationMessages } from 'react-admin';
import { repairMessages } from '@taller/domain/texts';
import { dashboardTexts, quotePanelTexts } from './dashboard.es';
import { noteResources } from './notes.es';
import { menuTexts } from './menu.es';
import { listTexts } from './lists.es';
import { shopSettingsTexts } from './shopSettingsFrame.es';

/**
 * Every text of the back-office in Spanish. `ra` mirrors ra-language-english key for key
 * (react-admin's own screens); `resources` holds the shop's screens. Texts that the spec
 * fixes come from the domain's catalogue, so they are written once.
 */
/** Failures with no message from the server (spec §8, "New repair" and "Session"). */
export const connectionMessages = {
  offline: 'Error de conexión. Verifica tu conexión a internet.',
  serverError: 'Error del servidor. Inténtalo de nuevo más tarde.',
  timeout: 'El servidor no ha respondido a tiempo. Inténtalo de nuevo.',
} as const;

/** Said on every screen while a read model is stopped on an event it cannot apply. */
export const readModelsMessages = {
  behind:
    'Las listas van con retraso: los cambios se guardan, pero algunas pantallas todavía no los muestran. No repitas lo que ya has guardado. Avisa a quien mantiene el sistema («taller proyecciones estado»).',
} as const;

const reactAdminMessages: TranslationMessages['ra'] = {
  action: {
    add_filter: 'Añadir filtro',
    add: 'Añadir',
    back: 'Volver',
    bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    cancel: 'Cancelar',
    clear_array_input: 'Vaciar la lista',
    clear_input_value: 'Borrar valor',
    clone: 'Duplicar',
    confirm: 'Confirmar',
    create: 'Crear',
    create_item: 'Crear %{item}',
    delete: 'Eliminar',
    edit: 'Editar',
    export: 'Exportar',
    list: 'Volver a la lista',
    refresh: 'Actualizar',
    remove_filter: 'Quitar este filtro',
    remove_all_filters: 'Quitar todos los filtros',
    remove: 'Quitar',
    reset: 'Restablecer',
    save: 'Guardar',
    search: 'Buscar',
    search_columns: 'Buscar columnas',
    // The header checkbox: it selects the rows of the page shown, never the other pages.
    select_all: 'Seleccionar todos los de esta página',
    select_all_button: 'Seleccionar todo',
    select_row: 'Seleccionar esta fila',
    show: 'Ver',
    sort: 'Ordenar',
    undo: 'Deshacer',
    unselect: 'Quitar la selección',
    expand: 'Desplegar',
    close: 'Cerrar',
    open_menu: 'Abrir el menú',
    close_menu: 'Cerrar el menú',
    update: 'Actualizar',
    move_up: 'Subir',
    move_down: 'Bajar',
    open: 'Abrir',
    toggle_theme: 'Cambiar entre modo claro y oscuro',
    select_columns: 'Columnas',
    update_application: 'Recargar la aplicación',
  },
  boolean: {
    true: 'Sí',
    false: 'No',
    null: ' ',
  },
  page: {
    create: 'Crear %{name}',
    dashboard: 'Panel',
    edit: '%{name} %{recordRepresentation}',
    error: 'Algo ha ido mal',
    list: '%{name}',
    loading: 'Cargando',
    not_found: 'Página no encontrada',
    show: '%{name} %{recordRepresentation}',
    empty: 'Todavía no hay %{name}.',
    invite: '¿Quieres añadir uno?',
    access_denied: 'Acceso denegado',
    authentication_error: 'Error de autenticación',
  },
  input: {
    file: {
      upload_several: 'Arrastra aquí los archivos o haz clic para elegir uno.',
      upload_single: 'Arrastra aquí el archivo o haz clic para elegirlo.',
    },
    image: {
      upload_several: 'Arrastra aquí las imágenes o haz clic para elegir una.',
      upload_single: 'Arrastra aquí la imagen o haz clic para elegirla.',
    },
    references: {
      all_missing: 'No se encuentran los datos relacionados.',
      many_missing: 'Al menos uno de los elementos relacionados ya no está disponible.',
      single_missing: 'El elemento relacionado ya no está disponible.',
    },
    password: {
      toggle_visible: 'Ocultar contraseña',
      toggle_hidden: 'Mostrar contraseña',
    },
  },
  message: {
    about: 'Acerca de',
    access_denied: 'No tienes permiso para acceder a esta página',
    are_you_sure: '¿Estás seguro?',
    authentication_error:
      'El servidor de autenticación ha devuelto un error y no se han podido comprobar tus credenciales.',
    auth_error: 'Se ha producido un error al validar el token de autenticación.',
    bulk_delete_content:
      '¿Seguro que quieres eliminar este elemento? |||| ¿Seguro que quieres eliminar estos %{smart_count} elementos?',
    bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
    bulk_update_content:
      '¿Seguro que quieres actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quieres actualizar estos %{smart_count} elementos?',
    bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
    clear_array_input: '¿Seguro que quieres vaciar toda la lista?',
    delete_content: '¿Seguro que quieres eliminar este elemento?',
    delete_title: 'Eliminar %{name} %{recordRepresentation}',
    details: 'Detalles',
    error: 'Se ha producido un error en el navegador y no se ha podido completar la petición.',
    invalid_form: repairMessages.formHasErrors,
    loading: 'Espera, por favor',
    no: 'No',
    not_found: 'La dirección está mal escrita o el enlace no es correcto',
    select_all_limit_reached:
      'Hay demasiados elementos para seleccionarlos todos. Solo se han seleccionado los %{max} primeros.',
    unsaved_changes: 'Hay cambios sin guardar. ¿Seguro que quieres descartarlos?',
    yes: 'Sí',
    placeholder_data_warning: 'Problema de red: no se han podido actualizar los datos.',
  },
  navigation: {
    clear_filters: 'Quitar filtros',
    no_filtered_results: 'No se han encontrado %{name} con los filtros actuales.',
    no_results: 'No se han encontrado %{name}',
    no_more_results: 'La página %{page} está fuera de rango. Prueba con la página anterior.',
    page_out_of_boundaries: 'La página %{page} está fuera de rango',
    page_out_from_end: 'No hay páginas después de la última',
    page_out_from_begin: 'No hay páginas antes de la primera',
    page_range_info: 'Mostrando %{offsetBegin}-%{offsetEnd} de %{total}',
    partial_page_range_info: 'Mostrando %{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
    current_page: 'Página %{page}',
    page: 'Ir a la página %{page}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
    page_rows_per_page: 'Filas por página:',
    skip_nav: 'Saltar al contenido',
  },
  sort: {
    sort_by: 'Ordenar por %{field_lower_first} %{order}',
    ASC: 'ascendente',
    DESC: 'descendente',
  },
  auth: {
    auth_check_error: 'Inicia sesión para continuar',
    user_menu: 'Perfil',
    username: 'Usuario',
    password: 'Contraseña',
    email: 'Correo electrónico',
    sign_in: 'Entrar',
    sign_in_error: 'No se ha podido iniciar sesión, inténtalo de nuevo',
    logout: 'Cerrar sesión',
  },
  notification: {
    updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
    created: 'Elemento creado',
    deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
    bad_item: 'Elemento incorrecto',
    item_doesnt_exist: 'El elemento no existe',
    http_error: 'Error de comunicación con el servidor',
    data_provider_error: 'Error del proveedor de datos. Consulta la consola para más detalles.',
    i18n_error: 'No se han podido cargar las traducciones del idioma elegido',
    canceled: 'Acción cancelada',
    logged_out: 'Tu sesión ha terminado, vuelve a iniciarla.',
    not_authorized: 'No tienes autorización para acceder a este recurso.',
    application_update_available: 'Hay una versión nueva disponible.',
    offline: 'Sin conexión. No se han podido obtener los datos.',
  },
  validation: {
    required: 'Obligatorio',
    minLength: 'Debe tener al menos %{min} caracteres',
    maxLength: 'Debe tener %{max} caracteres como máximo',
    minValue: 'Debe ser al menos %{min}',
    maxValue: 'Debe ser %{max} como máximo',
    number: 'Debe ser un número',
    email: 'Debe ser un correo electrónico válido',
    oneOf: 'Debe ser uno de estos: %{options}',
    regex: 'Debe tener un formato concreto (expresión regular): %{pattern}',
    unique: 'Debe ser único',
  },
  saved_queries: {
    label: 'Consultas guardadas',
    query_name: 'Nombre de la consulta',
    new_label: 'Guardar la consulta actual...',
    new_dialog_title: 'Guardar la consulta actual como',
    remove_label: 'Borrar la consulta guardada',
    remove_label_with_name: 'Borrar la consulta "%{name}"',
    remove_dialog_title: '¿Borrar la consulta guardada?',
    remove_message: '¿Seguro que quieres quitar esta consulta de tu lista de consultas guardadas?',
    help: 'Filtra la lista y guarda esta consulta para más tarde',
  },
  guesser: {
    empty: {
      title: 'No hay datos que mostrar',
      message: 'Revisa el proveedor de datos',
    },
  },
  configurable: {
    customize: 'Personalizar',
    configureMode: 'Configurar esta página',
    inspector: {
      title: 'Inspector',
      content: 'Pasa el ratón por los elementos de la pantalla para configurarlos',
      reset: 'Restablecer los ajustes',
      hideAll: 'Ocultar todo',
      showAll: 'Mostrar todo',
    },
    Datagrid: {
      title: 'Tabla',
      unlabeled: 'Columna sin título n.º %{column}',
    },
    SimpleForm: {
      title: 'Formulario',
      unlabeled: 'Campo sin título n.º %{input}',
    },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Texto principal',
      secondaryText: 'Texto secundario',
      tertiaryText: 'Texto terciario',
    },
  },
};

/**
 * The resources' names, which the side menu says (react-admin's resource labels): the rest of each
 * resource's texts comes with its screens (resources.es.ts, loaded beside each screen's file).
 */
const resourceNames = {
  orders: { name: 'Pedido |||| Pedidos', forcedCaseName: 'pedido |||| pedidos' },
  products: { name: 'Producto |||| Productos', forcedCaseName: 'producto |||| productos' },
  invoices: { name: 'Factura |||| Facturas', forcedCaseName: 'factura |||| facturas' },
  revisions: { name: 'Revisión |||| Revisiones', forcedCaseName: 'revisión |||| revisiones' },
  deleted: { name: 'Eliminada |||| Eliminadas' },
  staff: { name: 'Miembro del equipo |||| Equipo' },
  repairs: { name: 'Reparación |||| Reparaciones', forcedCaseName: 'reparación |||| reparaciones' },
  clients: { name: 'Cliente |||| Clientes', forcedCaseName: 'cliente |||| clientes' },
};

export const spanishMessages: TranslationMessages = {
  ra: reactAdminMessages,
  resources: {
    ...resourceNames,
    ...noteResources,
  },
  app: {
    title: 'Taller · Gestión',
    reload: 'Recargar',
    go_to_dashboard: 'Ir al panel',
    list: {
      pagination: 'Paginación',
    },
  },
  ...dashboardTexts,
  // What every detail screen says alike; the screens' own texts come with them (details.es.ts).
  details: { retry: 'Reintentar' },
  ...menuTexts,
  audit: { menu: 'Actividad' },
  ...shopSettingsTexts,
  // The screen's own texts travel with it (shared/screenTexts.ts): the menu's label is all the first load needs.
  notice_settings: { menu: 'Avisos a clientes' },
  statistics: { menu: 'Estadísticas' },
  ...quotePanelTexts,
  ...listTexts,
};
