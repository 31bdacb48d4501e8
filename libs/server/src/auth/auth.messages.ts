/**
 * Spanish texts of sign-in, registration, the profile and password reset
 * (public-site-and-access.md §5, §8) and of the server's guard. Those quoted by the spec are
 * marked `spec`; the rest are the shop's own words for what the spec leaves unsaid.
 */
export const authMessages = {
  emailRequired: 'El correo electrónico es obligatorio', // spec
  emailInvalid: 'Ingresa un correo electrónico válido', // spec (manager screen)
  passwordRequired: 'La contraseña es obligatoria', // spec
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres', // spec
  badCredentials: 'Credenciales incorrectas. Verifica tus datos.', // spec
  accountDisabled: 'Esta cuenta está desactivada. Habla con el Administrador del taller.',
  notStaff: 'Esta cuenta no tiene acceso a la gestión. Inicia sesión desde el acceso de clientes.',
  throttled: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  notSignedIn: 'Tu sesión ha caducado o no has iniciado sesión. Inicia sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  formInvalid: 'Por favor, corrige los errores del formulario', // spec

  // Registration (spec §5, §8)
  fieldRequired: 'Este campo es obligatorio', // spec
  registrationEmailInvalid: 'Ingresa un correo válido', // spec
  newPasswordTooShort: 'La contraseña debe tener al menos 8 caracteres', // spec
  passwordTooLong: 'La contraseña no puede superar los 200 caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden', // spec
  phoneInvalid: 'Formato de teléfono inválido', // spec
  termsRequired: 'Debes aceptar los términos y condiciones', // spec
  privacyRequired: 'Debes aceptar la política de privacidad', // spec
  firstNameTooLong: 'El nombre no puede superar los 60 caracteres',
  lastNameTooLong: 'Los apellidos no pueden superar los 60 caracteres',
  emailExists: 'Este correo ya está registrado', // spec
  phoneExists: 'Este teléfono ya está registrado',
  registered: (shopName: string) => (shopName ? `¡Cuenta creada exitosamente! Bienvenido a ${shopName}` : '¡Cuenta creada exitosamente!'), // spec; no name until the shop sets one
  registrationThrottled: 'Se han creado varias cuentas desde esta conexión. Espera un rato e inténtalo de nuevo.',

  // Profile
  currentPasswordRequired: 'Introduce tu contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  samePassword: 'La nueva contraseña debe ser distinta de la actual',
  profileSaved: 'Perfil actualizado',
  passwordChanged: 'Contraseña actualizada. Hemos cerrado tus otras sesiones abiertas.',

  // Forgot password
  resetRequested:
    'Si hay una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Revisa tu bandeja de entrada y la carpeta de spam.',
  resetThrottled: 'Has pedido varios enlaces seguidos. Espera unos minutos antes de pedir otro.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
  resetCheckThrottled: 'Se han probado varios enlaces no válidos desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  passwordReset: 'Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.',

  // Verifying a customer's e-mail (issue 15): until then the account sees none of its work
  verificationSent: (email: string) => `Te hemos enviado un correo a ${email} para verificarlo. Abre el enlace que contiene en las próximas 48 horas.`,
  alreadyVerified: 'Tu correo ya está verificado.',
  emailVerified: 'Correo verificado. Ya puedes ver tus pedidos y reparaciones en tu perfil.',
  verifyTokenInvalid: 'El enlace de verificación no es válido, ya se ha usado o ha caducado. Pide otro desde tu perfil.',
  verifyResendThrottled: 'Ya te hemos enviado varios correos de verificación. Espera un rato antes de pedir otro.',
  verifyCheckThrottled: 'Se han probado varios enlaces no válidos desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  verificationUnavailable: 'Ahora mismo no podemos enviar el correo de verificación. Inténtalo más tarde.',

  // The customer's own data (issue 16): a copy to download, and deleting the account
  dataExplanation:
    'Estos son los datos personales que el taller guarda de ti: tu cuenta, las fichas de cliente vinculadas a ella, sus reparaciones, revisiones y pedidos, tus preferencias de avisos, los mensajes que enviaste desde el formulario de contacto con tu correo y los productos agotados de los que pediste que te avisáramos. Las fichas de cliente, los trabajos, los mensajes y esos avisos solo se incluyen si tu correo está verificado. Las fechas están en formato ISO 8601 (hora UTC) y los importes en céntimos de euro.',
  deletePasswordRequired: 'Escribe tu contraseña para eliminar la cuenta',
  deletePasswordWrong: 'La contraseña no es correcta. La cuenta no se ha eliminado.',
  deleteDemoRefused: 'Las cuentas de demostración no se pueden eliminar.',
  accountDeleted:
    'Hemos eliminado tu cuenta y cerrado todas tus sesiones. La tienda conserva tus reparaciones, revisiones y pedidos en su ficha de cliente durante el plazo que exige la ley; si quieres que también borre esa ficha, pídeselo.',
  deletedItems: {
    account: 'Tu cuenta: correo, nombre, teléfono y contraseña',
    sessions: 'Tus sesiones abiertas, en este y en cualquier otro dispositivo',
    links: 'Los enlaces pendientes para verificar el correo o restablecer la contraseña',
    clients: 'El vínculo de tu cuenta con tus fichas de cliente (su historial lo anota)',
  },
  keptItems: {
    work: 'Tus reparaciones, revisiones y pedidos siguen en la ficha de cliente de la tienda, que debe conservarlos (facturación y garantía) durante el plazo que exige la ley.',
    contact: 'Los mensajes que enviaste desde el formulario de contacto.',
    forget: 'Para borrar también tu ficha de cliente, pide a la tienda que la olvide («Olvidar cliente»): lo hará el personal tras comprobar que eres tú.',
  },
} as const;
