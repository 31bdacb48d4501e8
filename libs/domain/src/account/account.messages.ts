/** The Spanish texts of the shop's team: staff accounts, their roles and their state. */
export const accountMessages = {
  notFound: 'Miembro del equipo no encontrado',
  invalidId: 'ID de cuenta no válido',
  formInvalid: 'Por favor, corrige los errores del formulario',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre no puede superar los 120 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Ingresa un correo electrónico válido',
  emailTooLong: 'El correo electrónico no puede superar los 200 caracteres',
  roleInvalid: 'El rol debe ser administrador o gerente',
  alreadyExists: 'La cuenta ya existe',
  emailTaken: 'Ya hay una cuenta con ese correo electrónico',
  lastAdministrator:
    'Es el último Administrador activo del taller: no se puede desactivar ni cambiar de rol. Crea o activa antes otro Administrador.',
  notYourself: 'No puedes desactivar tu propia cuenta ni quitarte el rol de Administrador: pídeselo a otro Administrador.',
  disabledNoReset: 'La cuenta está desactivada: actívala antes de enviar un enlace para restablecer la contraseña.',
} as const;
