/** The 'Equipo' screens' texts (resource `staff`): the shop's staff accounts. */
const staff = {
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    role: 'Rol',
    active: 'Estado',
    lastSignInAt: 'Último acceso',
    createdAt: 'Alta',
  },
  filters: {
    role: 'Rol',
    all_roles: 'Todos los roles',
    state: 'Estado',
    all_states: 'Activas y desactivadas',
  },
  actions: {
    create: 'Nuevo miembro',
    edit: 'Cambiar nombre, correo o rol',
    disable: 'Desactivar',
    enable: 'Activar',
    send_reset: 'Enviar enlace para la contraseña',
    confirm: 'Confirmar',
  },
  confirm: {
    disable_title: '¿Desactivar la cuenta de %{name}?',
    disable: '%{name} (%{email}) no podrá entrar y sus sesiones abiertas se cerrarán ahora mismo. Podrás volver a activarla.',
    enable_title: '¿Activar la cuenta de %{name}?',
    enable: '%{name} (%{email}) podrá volver a entrar con su contraseña.',
    reset_title: '¿Enviar a %{name} un enlace para elegir contraseña?',
    reset: 'Se enviará a %{email} un enlace de un solo uso que caduca en 24 horas. Su contraseña actual sigue valiendo hasta que elija otra.',
  },
  notifications: {
    load_failed: 'Error al cargar el equipo',
    disabled: 'Cuenta de %{name} desactivada; sesiones cerradas: %{smart_count}',
    enabled: 'Cuenta de %{name} activada',
  },
  mail: {
    link: 'Enlace para elegir la contraseña:',
  },
  create_help:
    'El nuevo miembro recibirá un correo con un enlace para elegir su contraseña (caduca en 24 horas). Nadie más la conoce.',
  history: {
    title: 'Historial de la cuenta',
    empty: 'Sin cambios registrados desde que existe el registro de cuentas.',
    load_failed: 'Error al cargar el historial',
    when: 'Cuándo',
    what: 'Qué pasó',
    who: 'Quién',
    changes: 'Cambios',
  },
};

/** Spread into `resources` of the Spanish catalogue. */
export const teamResourceMessages = { staff };
