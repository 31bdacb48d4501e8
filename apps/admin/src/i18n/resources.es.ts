import { clientMessages, repairFieldLabels, repairMessages } from '@taller/domain/texts';
import { addScreenMessages } from './i18nProvider';
import { auditTexts } from './audit.es';
import { deletedResources } from './deleted.es';
import { invoiceResourceMessages } from './invoices.es';
import { newWorkTexts } from './newWork.es';
import { orderResourceMessages } from './orders.es';
import { productResourceMessages } from './products.es';
import { revisionResources } from './revisions.es';
import { teamResourceMessages } from './team.es';
import { trackingTexts } from './tracking.es';

/**
 * The screens' texts: every resource's fields, pages, messages and notifications, new work, the
 * audit and the tracking links. Fetched beside each screen's file (shared/lazyScreen.tsx) and
 * added to the dictionary as this file is evaluated, so a screen never renders before them, while
 * the first screen (the dashboard, which says none of them) loads without them. What the frame
 * says (the menu's resource names, react-admin's own texts, the dashboard and notes) is in es.ts.
 */
const repairs = {
  fields: {
    ...repairFieldLabels,
    id: 'ID',
    clientId: 'Cliente',
    clientName: 'Cliente',
    description: 'Descripción',
    priceCents: 'Precio',
    priceEuros: 'Precio (€)',
    entryDate: 'Fecha de entrada',
    createdAt: 'Fecha de creación',
    updatedAt: 'Última modificación',
    version: 'Versión',
    q: 'Buscar',
  },
  page: {
    list: 'Lista de Reparaciones',
    create: 'Nueva reparación',
    show: 'Reparación #%{id}',
    edit: 'Editar reparación #%{id}',
  },
  empty: 'Todavía no hay reparaciones.',
  invite: '¿Quieres registrar la primera?',
  message: {
    delete_title: 'Eliminar la reparación #%{id}',
    delete_content: '¿Seguro que quieres eliminar esta reparación?',
    bulk_delete_title: 'Eliminar la reparación |||| Eliminar %{smart_count} reparaciones',
    bulk_delete_content:
      '¿Seguro que quieres eliminar esta reparación? |||| ¿Seguro que quieres eliminar estas %{smart_count} reparaciones?',
  },
  notifications: {
    created: repairMessages.registered,
    updated: 'Cambios guardados correctamente',
    deleted: `${repairMessages.deleted} |||| %{smart_count} reparaciones eliminadas exitosamente`,
    delete_failed: 'Error al eliminar la reparación',
    bulk_delete_failed: 'Error al eliminar las reparaciones seleccionadas',
    load_failed: 'Error al cargar las reparaciones',
    load_one_failed: 'Error al cargar los detalles de la reparación',
    not_found: repairMessages.notFound,
    status_changed: 'Estado cambiado a «%{status}»',
    status_change_failed: 'Error al actualizar el estado',
  },
  sections: {
    basic: 'Información básica',
    client: 'Información del cliente',
    dates: 'Fechas',
    payment: 'Precio y pago',
    notes: 'Notas internas',
  },
  tabs: {
    summary: 'Resumen',
    history: 'Historial',
  },
  status: {
    change: 'Cambiar estado a',
    change_to: 'Cambiar el estado a %{status}',
  },
  payment: {
    paid: 'Pagada',
    unpaid: 'Pendiente de pago',
  },
  client: {
    open: 'Ver ficha del cliente',
    search_hint: 'Escribe al menos 2 caracteres',
    no_match: 'Ningún cliente coincide con la búsqueda',
  },
  filters: {
    status: 'Estado',
    all_statuses: 'Todos los estados',
    pickup: 'Recogida',
    all_pickups: 'Todas',
  },
  actions: {
    create: 'Nueva reparación',
    open: 'Abrir la reparación #%{id}',
  },
  history: {
    title: 'Historial de la reparación',
    empty: 'Todavía no hay eventos.',
    load_failed: 'Error al cargar el historial',
    retry: 'Reintentar',
    by: 'por %{name} (%{role})',
    by_name: 'por %{name}',
    empty_value: '(vacío)',
    sources: {
      api: 'Gestión web',
      cli: 'Línea de comandos',
      system: 'Sistema',
    },
  },
};

const clients = {
  fields: {
    id: 'ID',
    name: 'Nombre',
    lastName: 'Apellidos',
    fullName: 'Nombre',
    phone: 'Teléfono',
    email: 'Email',
    company: 'Empresa',
    status: 'Estado',
    registrationDate: 'Fecha de registro',
    totalOrders: 'Pedidos',
    actions: 'Acciones',
    createdAt: 'Fecha de alta',
    q: 'Buscar',
  },
  page: {
    list: 'Lista de Clientes',
    show: 'Cliente #%{id}',
  },
  empty: 'Todavía no hay clientes.',
  message: {
    delete_title: 'Eliminar el cliente #%{id}',
    delete_content: '¿Seguro que quieres eliminar este cliente?',
    bulk_delete_title: 'Eliminar el cliente |||| Eliminar %{smart_count} clientes',
    bulk_delete_content:
      '¿Seguro que quieres eliminar este cliente? |||| ¿Seguro que quieres eliminar estos %{smart_count} clientes?',
  },
  notifications: {
    load_failed: 'Error al cargar los clientes',
    not_found: clientMessages.notFound,
    load_one_failed: 'Error al cargar los detalles del cliente',
    deleted: 'Cliente eliminado exitosamente |||| %{smart_count} clientes eliminados exitosamente',
    delete_failed: 'Error al eliminar el cliente',
    bulk_delete_failed: 'Error al eliminar los clientes seleccionados',
  },
  filters: {
    status: 'Estado',
    all_statuses: 'Todos los estados',
  },
  actions: {
    open: 'Abrir la ficha del cliente #%{id}',
    delete_row: 'Eliminar el cliente #%{id}',
  },
};

addScreenMessages({
  resources: {
    ...teamResourceMessages,
    repairs,
    clients,
    ...orderResourceMessages,
    ...productResourceMessages,
    ...invoiceResourceMessages,
    ...revisionResources,
    ...deletedResources,
  },
  ...newWorkTexts,
  ...auditTexts,
  ...trackingTexts,
});
