import { addScreenMessages } from './i18nProvider';

/** The repairs list's filters that 'Estadísticas' links to (the list behind each figure). */
const statistics_filters = {
  entry_from: 'Entrada desde',
  entry_to: 'Entrada hasta',
  completed_from: 'Terminada desde',
  completed_to: 'Terminada hasta',
  quote_issued_from: 'Presupuesto desde',
  quote_issued_to: 'Presupuesto hasta',
  quote_answer: 'Respuesta al presupuesto',
  quote_answers: { accepted: 'Aceptado', rejected: 'Rechazado', unanswered: 'Sin respuesta' },
  abandoned_from: 'Abandonada desde',
  abandoned_to: 'Abandonada hasta',
  device: 'Dispositivo (igual, sin mayúsculas ni tildes)',
  model: 'Modelo (igual, sin mayúsculas ni tildes)',
  fault: 'Avería (igual, sin mayúsculas ni tildes)',
  collected: 'Recogida',
  collected_choices: { false: 'Aún en el taller', true: 'Ya recogida' },
};

/** Added to the dictionary when the repairs' list loads. */
addScreenMessages({ statistics_filters });
