import { clientMessages } from '@taller/domain/texts';

/**
 * The new-work screen's texts (/gestion/nuevo-trabajo), under `new_work`. The success and
 * failure lines of the three creations are the resources' own (spec §8), referenced by key;
 * the quick client's are the domain's (spec §5).
 */
const new_work = {
  title: 'Nuevo trabajo',
  intro: 'Elige al cliente (o créalo con nombre y teléfono) y registra una reparación, una revisión o un pedido.',
  tabs: {
    label: 'Tipo de trabajo',
    pedido: 'Pedido',
    reparacion: 'Reparación',
    revision: 'Revisión',
  },
  submit: {
    pedido: 'Crear pedido',
    reparacion: 'Registrar reparación',
    revision: 'Crear revisión',
  },
  client: {
    label: 'Cliente',
    hint: 'Escribe al menos 2 caracteres: nombre, apellidos, teléfono o email',
    too_short: 'Escribe al menos 2 caracteres',
    searching: 'Buscando clientes…',
    no_match: 'Ningún cliente coincide con la búsqueda',
    search_failed: 'Error al buscar clientes. Inténtalo de nuevo.',
    phone: 'Teléfono',
    no_email: 'Sin email en su ficha',
  },
  quick_client: {
    open: 'Nuevo cliente',
    title: 'Nuevo cliente',
    intro: 'Nombre y teléfono; el resto de la ficha puede completarse después.',
    name: 'Nombre',
    phone: 'Teléfono',
    submit: 'Crear cliente',
    cancel: 'Cancelar',
    incomplete: clientMessages.quickClientIncomplete,
    created: 'Cliente «%{name}» creado y seleccionado',
    failed: 'Error al crear el cliente. Inténtalo de nuevo.',
    exists: clientMessages.alreadyExists,
    use_existing: 'Usar este cliente',
  },
  created: {
    link: {
      pedido: 'Ver el pedido #%{id}',
      reparacion: 'Ver la reparación #%{id}',
      revision: 'Ver la revisión #%{id}',
    },
    same_client: 'Otro trabajo para %{name}',
    dismiss: 'Cerrar el aviso',
  },
  invalid_answer: 'Respuesta del servidor inválida',
};

export const newWorkTexts = { new_work };
