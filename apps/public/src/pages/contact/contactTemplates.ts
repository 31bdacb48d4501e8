import { warrantyPeriod } from '../../config/shop';
/** The five kinds of query of the contact page (spec §2), with what each fills in. */
export const CONTACT_TEMPLATE_IDS = ['custom', 'technical', 'billing', 'general', 'warranty'] as const;
export type ContactTemplateId = (typeof CONTACT_TEMPLATE_IDS)[number];

export interface ContactTemplate {
  id: ContactTemplateId;
  title: string;
  description: string;
  subject: string;
  message: string;
}

export const contactTemplates: readonly ContactTemplate[] = [
  {
    id: 'custom',
    title: 'Consulta personalizada',
    description: 'Escribe tu consulta desde cero.',
    subject: '',
    message: '',
  },
  {
    id: 'technical',
    title: 'Soporte técnico',
    description: 'Averías, diagnósticos y presupuestos de reparación.',
    subject: 'Consulta sobre una reparación',
    message:
      'Hola, tengo un problema con mi dispositivo.\n\nDispositivo (marca y modelo): \nQué le pasa: \nDesde cuándo: \n\n¿Podéis revisarlo? Gracias.',
  },
  {
    id: 'billing',
    title: 'Facturación',
    description: 'Facturas, pagos y señales de pedidos.',
    subject: 'Consulta sobre una factura',
    message: 'Hola, tengo una consulta sobre una factura o un pago.\n\nNúmero de factura o de reparación: \nFecha aproximada: \nConsulta: \n\nGracias.',
  },
  {
    id: 'general',
    title: 'Información general',
    description: 'Horarios, servicios, accesorios y líneas móviles.',
    subject: 'Solicitud de información',
    message: 'Hola, me gustaría recibir información sobre: \n\nGracias.',
  },
  {
    id: 'warranty',
    title: 'Garantía',
    description: `Reparaciones (${warrantyPeriod}) y productos (2 semanas) en garantía.`,
    subject: 'Consulta sobre la garantía',
    message:
      'Hola, una reparación o un producto de vuestra tienda presenta un problema.\n\nNúmero de reparación o fecha de compra: \nQué ocurre: \n\nGracias.',
  },
];

export function templateById(id: ContactTemplateId): ContactTemplate {
  return contactTemplates.find((template) => template.id === id)!;
}
