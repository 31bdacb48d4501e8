import { es } from '../i18n/es';

/**
 * The texts of the customer's own pages: login (/iniciar-sesion), registration
 * (/registrarse), forgot password (/recuperar-contrasena) and profile (/perfil). Those quoted
 * by the spec (public-site-and-access.md §2, §4, §5, §8) are copied verbatim and marked `spec`;
 * the rest are the shop's own words. The server answers with the same rules and texts
 * (libs/server/src/auth/auth.messages.ts).
 */
export const accountTexts = {
  common: {
    backHome: es.common.backHome,
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@correo.com',
    password: 'Contraseña',
    showPassword: es.managerLogin.showPassword,
    hidePassword: es.managerLogin.hidePassword,
    showConfirmation: 'Mostrar confirmación de contraseña',
    hideConfirmation: 'Ocultar confirmación de contraseña',
    optional: '(opcional)',
    checkingSession: 'Comprobando sesión…',
    passwordHint: 'Al menos 8 caracteres. Mejor si mezclas mayúsculas, minúsculas, números y símbolos.',
  },

  errors: {
    fieldRequired: 'Este campo es obligatorio', // spec
    emailRequired: 'El correo electrónico es obligatorio', // spec
    loginEmailInvalid: 'Por favor ingresa un correo electrónico válido', // spec (customer login)
    emailInvalid: 'Ingresa un correo válido', // spec (registration)
    passwordRequired: 'La contraseña es obligatoria', // spec
    loginPasswordTooShort: 'La contraseña debe tener al menos 6 caracteres', // spec
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres', // spec
    passwordsDiffer: 'Las contraseñas no coinciden', // spec
    phoneInvalid: 'Formato de teléfono inválido', // spec
    termsRequired: 'Debes aceptar los términos y condiciones', // spec
    privacyRequired: 'Debes aceptar la política de privacidad', // spec
    emailExists: 'Este correo ya está registrado', // spec
    phoneExists: 'Este teléfono ya está registrado',
    formInvalid: 'Por favor, corrige los errores del formulario', // spec
    connection: es.common.connectionError, // spec
    currentPasswordRequired: 'Introduce tu contraseña actual',
  },

  strength: {
    label: 'Seguridad de la contraseña',
    /** Spec §5: by the number of checks passed (length 8+, lowercase, uppercase, digit, symbol). */
    levels: ['Muy débil', 'Débil', 'Regular', 'Fuerte', 'Muy fuerte'], // spec
  },

  login: {
    title: es.pages.customerLogin,
    subtitle: 'Accede a tu cuenta de cliente.',
    rememberMe: 'Recordarme',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...', // spec
    failed: 'Error al iniciar sesión. Verifica tus credenciales.', // spec
    success: 'Inicio de sesión exitoso. Redirigiendo...', // spec
    welcomeTitle: 'Sesión iniciada',
    welcome: (name: string) => `¡Bienvenido, ${name}!`,
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
    staffAccess: '¿Trabajas en la tienda?',
    staffAccessLink: 'Acceso gerencia',
    continueAsUser: 'Continuar como usuario normal',
    replacesManagerSession: 'Tienes abierta una sesión de gerencia: al iniciar sesión aquí se cerrará.',
    demoTitle: 'Cuentas de demostración',
    demoHint: 'Esta tienda funciona en modo de demostración. Puedes entrar con cualquiera de estas cuentas:',
    demoPassword: 'Contraseña de todas:',
  },

  register: {
    title: es.pages.register,
    subtitle: 'Regístrate para reservar accesorios y seguir tus pedidos.',
    requiredNote: 'Todos los campos son obligatorios salvo el teléfono.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    confirmPassword: 'Confirmar contraseña',
    phone: 'Teléfono',
    phonePlaceholder: '+34 612 345 678',
    phoneHint: 'Un móvil o fijo español. Lo usamos para avisarte cuando tu reparación o pedido esté listo.',
    acceptTermsBefore: 'Acepto los',
    termsLink: 'términos y condiciones',
    acceptPrivacyBefore: 'Acepto la',
    privacyLink: 'política de privacidad',
    newTab: '(se abre en una pestaña nueva)',
    submit: 'Crear cuenta',
    submitting: 'Creando cuenta...', // spec
    createdTitle: 'Cuenta creada', // spec
    created: (shopName: string) => (shopName ? `¡Cuenta creada exitosamente! Bienvenido a ${shopName}` : '¡Cuenta creada exitosamente!'), // spec
    checkEmail: 'Te hemos enviado un correo para verificar tu dirección: abre su enlace para ver tus pedidos y reparaciones.',
    errorTitle: 'Error', // spec
    failed: 'Error al crear la cuenta. Inténtalo nuevamente', // spec
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
  },

  forgot: {
    title: es.pages.forgotPassword,
    subtitle: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    submitting: 'Enviando…',
    sentTitle: 'Revisa tu correo',
    linkValidity: 'El enlace sirve una sola vez y caduca en 1 hora.',
    sendAgain: 'Enviar otro enlace',
    failed: 'No hemos podido enviar el enlace. Inténtalo de nuevo.',
    backToLogin: 'Volver a iniciar sesión',
    newTitle: 'Elige una contraseña nueva',
    newSubtitle: 'Al guardarla se cerrarán todas las sesiones abiertas con tu cuenta.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    save: 'Guardar contraseña',
    saving: 'Guardando…',
    doneTitle: 'Contraseña restablecida',
    goToLogin: 'Iniciar sesión',
    requestNew: 'Pedir un enlace nuevo',
    checkingLink: 'Comprobando el enlace…',
    linkRefusedTitle: 'Este enlace ya no sirve',
    linkInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    saveFailed: 'No hemos podido guardar la contraseña. Inténtalo de nuevo.',
  },

  profile: {
    title: es.pages.profile,
    subtitle: 'Consulta y cambia los datos de tu cuenta.',
    personalTitle: 'Datos personales',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono',
    phoneHint: 'Un móvil o fijo español, p. ej. +34 612 345 678.',
    role: 'Tipo de cuenta',
    currentPasswordForEmail: 'Contraseña actual',
    currentPasswordForEmailHint: 'Para cambiar el correo, confirma que eres tú con tu contraseña actual.',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    saved: 'Perfil actualizado',
    saveFailed: 'No hemos podido guardar los cambios. Inténtalo de nuevo.',
    orders: {
      title: 'Mis pedidos y reparaciones',
      loading: 'Cargando tus pedidos y reparaciones…',
      loadFailed: 'No hemos podido cargar tus pedidos y reparaciones.',
      retry: 'Reintentar',
      kinds: { repair: 'Reparación', revision: 'Revisión', order: 'Pedido' } as Record<string, string>,
      listLabel: 'Tus reparaciones, revisiones y pedidos, del más reciente al más antiguo',
      follow: 'Ver su estado',
      noLink: 'Pide en la tienda el enlace para seguirlo.',
      empty: (email: string) => `La tienda no tiene ninguna reparación, revisión ni pedido a nombre de ${email}.`,
      emptyHint:
        'Si dejaste algo con otro correo o solo con tu teléfono, pide en la tienda que lo vinculen a tu cuenta: lo comprobarán contigo y aparecerá aquí.',
      unverifiedTitle: 'Correo sin verificar',
      unverified: (email: string) =>
        `Para ver aquí tus reparaciones, revisiones y pedidos, confirma que ${email} es tuyo: abre el enlace del correo que te enviamos.`,
      unverifiedWhy: 'Así nadie puede ver tus trabajos escribiendo tu correo en otra cuenta.',
      resend: 'Reenviar correo de verificación',
      resending: 'Enviando…',
      resendFailed: 'No hemos podido enviar el correo. Inténtalo de nuevo en un momento.',
      call: 'Llamar al',
      write: 'Escribir a la tienda',
      staff: 'Las cuentas del equipo no tienen pedidos ni reparaciones: solo las cuentas de cliente ven aquí los trabajos de la tienda a su nombre.',
    },
    emailUnverified: 'Correo sin verificar',
    emailVerified: 'Correo verificado',
    loadFailed: 'No hemos podido cargar tu perfil.',
    retry: 'Reintentar',
    passwordTitle: 'Cambiar contraseña',
    passwordSubtitle: 'Al cambiarla se cerrarán tus sesiones abiertas en otros dispositivos.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    showCurrent: 'Mostrar contraseña actual',
    hideCurrent: 'Ocultar contraseña actual',
    showNew: 'Mostrar nueva contraseña',
    hideNew: 'Ocultar nueva contraseña',
    changePassword: 'Cambiar contraseña',
    changingPassword: 'Cambiando…',
    passwordFailed: 'No hemos podido cambiar la contraseña. Inténtalo de nuevo.',
    // 'Tus datos' (issue 16): a copy of them, and deleting the account
    data: {
      title: 'Tus datos',
      subtitle: 'Descarga una copia de lo que la tienda guarda sobre ti o elimina tu cuenta.',
      downloadTitle: 'Copia de tus datos',
      downloadText:
        'Un archivo JSON con tu cuenta, tus fichas de cliente, tus reparaciones, revisiones y pedidos, tus preferencias de avisos, los mensajes que enviaste desde el formulario de contacto y los productos agotados de los que pediste aviso.',
      download: 'Descargar mis datos',
      downloading: 'Preparando tus datos…',
      downloaded: 'Descarga iniciada. Guarda el archivo en un lugar seguro: contiene tus datos personales.',
      downloadFailed: 'No hemos podido preparar tus datos. Inténtalo de nuevo en un momento.',
      deleteTitle: 'Eliminar tu cuenta',
      deleteText: 'Borra tu cuenta y cierra tus sesiones. No se puede deshacer.',
      delete: 'Eliminar mi cuenta',
      dialogTitle: '¿Eliminar tu cuenta?',
      dialogIntro: 'Si eliminas tu cuenta:',
      consequences: [
        'Borraremos tu cuenta (correo, nombre, teléfono y contraseña) y cerraremos tu sesión en todos tus dispositivos.',
        'Dejarás de ver tus pedidos y reparaciones en la web.',
        'La tienda conservará tus reparaciones, revisiones y pedidos en su ficha de cliente durante el plazo que exige la ley (facturación y garantía).',
        'Si quieres que borre también tu ficha de cliente, pídeselo: lo hará tras comprobar que eres tú.',
      ],
      downloadFirst: 'Si quieres conservar una copia de tus datos, descárgala antes.',
      password: 'Tu contraseña',
      passwordHint: 'Para confirmar que eres tú.',
      passwordRequired: 'Escribe tu contraseña para eliminar la cuenta',
      confirm: 'Eliminar mi cuenta definitivamente',
      confirming: 'Eliminando…',
      cancel: 'Cancelar',
      deleteFailed: 'No hemos podido eliminar tu cuenta. Inténtalo de nuevo.',
      deletedTitle: 'Cuenta eliminada',
      deleted: 'Hemos borrado tu cuenta y cerrado tu sesión. La tienda conserva tus reparaciones y pedidos.',
    },
  },

  verify: {
    title: es.pages.verifyEmail,
    verifying: 'Verificando tu correo…',
    doneTitle: 'Correo verificado',
    done: 'Ya puedes ver en tu perfil las reparaciones, revisiones y pedidos que la tienda tiene a nombre de tu correo.',
    toOrders: 'Ver mis pedidos y reparaciones',
    failedTitle: 'Este enlace ya no sirve',
    failed: 'No hemos podido verificar tu correo ahora. Inténtalo de nuevo en un momento.',
    retry: 'Reintentar',
    askAgain: 'Pedir otro desde mi perfil',
    noToken: 'Abre el enlace completo del correo que te enviamos: le falta el código.',
  },
} as const;
