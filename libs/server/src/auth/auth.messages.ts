/** Spanish texts of sign-in (public-site-and-access.md §5, §8) and of the server's guard. */
export const authMessages = {
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Ingresa un correo electrónico válido',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  badCredentials: 'Credenciales incorrectas. Verifica tus datos.',
  notStaff: 'Esta cuenta no tiene acceso a la gestión. Inicia sesión desde el acceso de clientes.',
  throttled: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  notSignedIn: 'Tu sesión ha caducado o no has iniciado sesión. Inicia sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
} as const;
