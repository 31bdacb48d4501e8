import { trackingMessages } from '@taller/domain/texts';

/** The customer's tracking link on a record's detail (repairs, revisions, orders). */
export const trackingTexts = {
  tracking: {
    section: 'Seguimiento del cliente',
    label: trackingMessages.label,
    hint: 'El cliente ve el estado sin iniciar sesión, con este enlace o el código QR de su copia del albarán. Nunca ve las notas internas ni el código de desbloqueo.',
    none: 'Este trabajo no tiene enlace de seguimiento activo.',
    qr_alt: 'Código QR del enlace de seguimiento',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    copy_failed: 'No se ha podido copiar: selecciona el enlace y cópialo a mano.',
    open: 'Abrir',
    issue: 'Crear enlace',
    reissue: 'Nuevo enlace',
    revoke: 'Anular enlace',
    issued_at: 'Creado el %{date}',
    reissue_title: '¿Crear un enlace nuevo?',
    reissue_content: 'El enlace actual, y el código QR del albarán ya impreso, dejarán de funcionar. Tendrás que dar al cliente el nuevo.',
    revoke_title: '¿Anular el enlace de seguimiento?',
    revoke_content: 'El enlace y el código QR del albarán dejarán de abrir la página de seguimiento hasta que crees uno nuevo.',
    issued: 'Enlace de seguimiento creado',
    revoked: 'Enlace de seguimiento anulado',
    loading: 'Cargando el enlace de seguimiento…',
    failed: 'No se ha podido cargar el enlace de seguimiento',
    no_address: 'Falta PUBLIC_URL: la ruta es %{path}',
  },
};
