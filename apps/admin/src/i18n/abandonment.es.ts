import { abandonmentStageLabels, FINAL_NOTICE_DAYS, noticeChannelLabels } from '@taller/domain/texts';
import { addScreenMessages } from './i18nProvider';

/**
 * The notices given about a repair ('Avisar al cliente', the final notice) and the
 * abandoned-device flow: the detail's buttons and section, the list's 'Posible abandono'
 * filter and its two bulk actions with their report.
 */
const repairNotices = {
  section: 'Avisos al cliente',
  empty: 'Todavía no se ha avisado al cliente.',
  kinds: {
    completion: 'Aviso de que está lista',
    final: 'Aviso final de abandono',
  },
  channels: noticeChannelLabels,
  given_by: 'Avisó: %{name}',
  abandon_on: 'Se considera abandonada tras el %{day}',
  no_clock: 'No cuenta para el almacenaje ni para el abandono',
  email_subject: 'Asunto: %{subject}',
  email_show: 'Ver el correo',
  dialog: {
    notify_title: 'Avisar al cliente de la reparación #%{id}',
    notify_content:
      'Elige cómo se avisa. Por correo, el mensaje sale por la bandeja de salida a la dirección del cliente; por teléfono o en persona, se registra que lo has hecho tú. La reparación queda completada y el almacenaje se cuenta desde hoy.',
    final_title: 'Aviso final de la reparación #%{id}',
    final_content: `Se avisa al cliente de que, si no la recoge en ${FINAL_NOTICE_DAYS} días, el dispositivo se considerará abandonado.`,
    channel: 'Canal del aviso',
    email_unavailable: 'El cliente no tiene correo electrónico',
    confirm: 'Registrar el aviso',
    abandon_title: 'Marcar como abandonada la reparación #%{id}',
    abandon_content:
      'El plazo del aviso final ha vencido. La reparación queda como abandonada para siempre y se borra el código de desbloqueo del dispositivo.',
    reason: 'Motivo',
    default_reason: 'Plazo del aviso final vencido sin recogida',
    abandon_confirm: 'Marcar como abandonada',
  },
  actions: {
    final_notice: 'Enviar aviso final',
    abandon: 'Marcar abandonada',
  },
  notifications: {
    notified_email: 'Aviso registrado: el correo está en la bandeja de salida',
    notified_hand: 'Aviso registrado',
    already: 'Ya constaba un aviso: no se ha registrado otro',
    final_sent: 'Aviso final registrado',
    abandoned: 'Reparación marcada como abandonada',
    failed: 'No se pudo registrar',
  },
  alerts: {
    final_notice_sent: 'Aviso final enviado el %{sent}: se considerará abandonada tras el %{day}.',
    abandonable: 'El plazo del aviso final venció el %{day}: se puede marcar como abandonada.',
    abandoned: 'Abandonada el %{day}. Motivo: %{reason}',
  },
};

const abandonment = {
  filter: 'Posible abandono',
  all: 'Todas',
  stages: { any: 'Todas las candidatas', ...abandonmentStageLabels },
  columns: {
    noticeDay: 'Aviso',
    daysWaiting: 'Días esperando',
    storageOwed: 'Almacenaje',
    stage: 'Situación',
  },
  bulk: {
    final_notice: 'Enviar aviso final',
    abandon: 'Marcar abandonadas',
    final_title: 'Aviso final a %{smart_count} reparación |||| Aviso final a %{smart_count} reparaciones',
    abandon_title: 'Marcar como abandonada %{smart_count} reparación |||| Marcar como abandonadas %{smart_count} reparaciones',
    abandon_content:
      'Solo se marcan las que tengan vencido el plazo de su aviso final; de cada una se borra el código de desbloqueo. El informe dice qué ha pasado con cada reparación.',
    running: 'Procesando %{done} de %{total}…',
  },
  report: {
    title: 'Resultado: %{ok} de %{total} hechas',
    sent_email: 'aviso final registrado; el correo está en la bandeja de salida',
    sent_hand: 'aviso final registrado',
    abandoned: 'marcada como abandonada',
    unchanged: 'sin cambios (ya estaba hecho)',
    refused: 'no se pudo: %{reason}',
  },
};

/** Added to the dictionary when the repairs' list or detail loads. */
addScreenMessages({ repairNotices, abandonment });
