import { warrantyPeriod } from '../config/shop.ts';
/**
 * Every text of the public site. Texts quoted by the specification
 * (spec/public-site-and-access.md) are copied verbatim and marked `spec`.
 */
export const es = {
  common: {
    loading: 'Cargando…',
    backHome: 'Volver al inicio',
    close: 'Cerrar',
    skipToContent: 'Saltar al contenido principal',
    connectionError: 'Error de conexión. Inténtalo de nuevo.', // spec
    roles: {
      administrador: 'Administrador',
      gerente: 'Gerente',
      customer: 'Cliente',
    },
  },

  nav: {
    label: 'Navegación principal',
    homeLink: 'Taller, ir al inicio',
    products: 'Productos',
    about: 'Acerca de nosotros',
    contact: 'Contacto',
    login: 'Iniciar sesión',
    managerDashboard: 'Dashboard Gerencia', // spec
    /** A staff member's regular session: the link to the same dashboard. */
    dashboard: 'Dashboard', // spec
    /** The manager menu's sign-out. */
    logout: 'Cerrar Sesión', // spec
    /** The user menu's sign-out. */
    signOut: 'Cerrar sesión',
    profile: 'Mi perfil',
    myOrders: 'Mis pedidos',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    /** The header's link to the reservation basket, for a screen reader: the badge only shows the number. */
    basket: (units: number) => `Tu reserva: ${units} ${units === 1 ? 'producto' : 'productos'}`,
    managerMenu: 'Menú de gerencia',
    userMenu: 'Menú de usuario',
    role: 'Rol',
  },

  footer: {
    label: 'Pie de página',
    contactToggle: 'Contacto y horario',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    hours: 'Horario',
    closed: 'Cerrado',
    linksTitle: 'Información',
    products: 'Productos',
    faq: 'Preguntas frecuentes',
    about: 'Acerca de nosotros',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    socialTitle: 'Síguenos',
    newTab: '(se abre en una pestaña nueva)',
    creditsIntro: 'Web desarrollada por',
    creditsAnd: 'y',
    copyright: (year: number, name: string) => `© ${year}${name ? ` ${name}` : ''}. Todos los derechos reservados.`,
    blurb:
      'Reparamos móviles, tablets, ordenadores, consolas y más desde 2013. Diagnóstico gratuito y sin cita previa.',
  },

  home: {
    eyebrow: 'Servicio técnico en Madrid',
    title: 'Reparamos tus dispositivos, sin cita y con diagnóstico gratuito',
    lead:
      'Móviles, tablets, ordenadores, portátiles, consolas, altavoces y televisores. Tráelo a la tienda: lo revisamos gratis y te decimos qué le pasa y cuánto cuesta antes de tocar nada.',
    ctaContact: 'Pide información',
    ctaCall: 'Llámanos al',
    ctaFaq: 'Preguntas frecuentes',
    highlightsLabel: 'Por qué elegirnos',
    highlights: [
      { title: 'Diagnóstico gratuito', text: 'Revisamos tu dispositivo y te damos presupuesto sin compromiso.' },
      { title: 'Sin cita previa', text: 'Ven cuando te venga bien, dentro de nuestro horario.' },
      { title: `${warrantyPeriod} de garantía`, text: 'Todas nuestras reparaciones tienen garantía.' },
      { title: 'Particulares y empresas', text: 'Atendemos a cualquier cliente, con factura.' },
    ],
    devicesLabel: 'Qué reparamos',
    devices: ['Móviles', 'Tablets', 'Ordenadores', 'Portátiles', 'Consolas', 'Altavoces', 'Televisores'],
    visitTitle: 'Visítanos',
    accessoriesTitle: 'Accesorios para recoger en tienda',
    accessoriesText:
      'Fundas, cristal templado, cargadores, baterías externas, cables, auriculares y memorias USB/SD de 8GB a 256GB. También abrimos líneas móviles.',
  },

  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o ha cambiado de dirección.',
    home: 'Ir al inicio',
  },

  leaving: {
    title: 'Abriendo la gestión…',
    text: 'Te llevamos al área de gestión.',
    link: 'Continuar',
  },

  managerLogin: {
    title: 'Acceso Gerencia',
    subtitle: 'Área reservada al personal de la tienda.',
    back: 'Volver al inicio',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@taller.demo',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    rememberMe: 'Recordarme',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    help: '¿Necesitas ayuda?',
    helpLink: 'Contacta con nosotros',
    checkingSession: 'Comprobando sesión…',
    errors: {
      emailRequired: 'El correo electrónico es obligatorio', // spec
      emailInvalid: 'Ingresa un correo electrónico válido', // spec
      passwordRequired: 'La contraseña es obligatoria', // spec
      passwordTooShort: 'La contraseña debe tener al menos 6 caracteres', // spec
      invalidCredentials: 'Credenciales incorrectas. Verifica tus datos.', // spec
    },
    success: 'Inicio de sesión exitoso. Redirigiendo...', // spec
    welcomeTitle: 'Sesión iniciada',
    welcome: (name: string) => `¡Bienvenido, ${name}!`,
    alreadyTitle: 'Ya tienes una sesión de gerencia abierta',
    sessionUser: 'Usuario',
    sessionRole: 'Rol',
    sessionStarted: 'Inicio de sesión',
    goToDashboard: 'Ir al panel de gerencia',
    logout: 'Cerrar sesión',
    confirmLogout: '¿Estás seguro de que quieres cerrar la sesión de gerencia?', // spec
    confirmYes: 'Sí, cerrar sesión',
    confirmCancel: 'Cancelar',
  },

  logout: {
    title: 'Sesión cerrada', // spec
    done: 'Sesión cerrada exitosamente', // spec
    /** The API answered 401: the session expired or was ended elsewhere (a password changed there). */
    lost: 'Tu sesión se ha cerrado, quizá desde otro dispositivo. Inicia sesión de nuevo para continuar.',
  },

  pages: {
    about: 'Acerca de nosotros',
    contact: 'Contacto',
    faq: 'Preguntas frecuentes',
    privacy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    customerLogin: 'Iniciar sesión',
    register: 'Crear cuenta',
    forgotPassword: 'Recuperar contraseña',
    products: 'Productos',
    product: 'Producto',
    reservation: 'Tu reserva',
    reservationDone: 'Reserva hecha',
    profile: 'Mi perfil',
    bricklePickle: 'Brickle Pickle',
    whiteBranch: 'White Branch',
    tracking: 'Sigue tu reparación',
    trackedJob: 'Estado de tu reparación',
    notices: 'Avisos por correo y mensaje',
    noticePreference: 'Tus avisos',
    verifyEmail: 'Verificar correo',
    emailVerification: 'Verificación del correo',
  },
} as const;
