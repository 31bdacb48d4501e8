import { noticeMessages, renderTemplate, type NoticeTemplate, type NoticeValues, type ShopIdentity } from '@taller/domain';
import { signature } from '../repairs/notices/repair-notice-mail.js';

/** A message as sent, and as its event keeps it: the customer's name left as «{nombre}», so the log holds no copy of it. */
export interface NoticeMessage {
  subject: string;
  text: string;
  recorded: { subject: string; text: string };
}

/** The same values with the first name as the placeholder itself (DESIGN.md: events keep no copy of a name). */
const withoutName = (values: NoticeValues): NoticeValues => ({ ...values, nombre: '{nombre}' });

/**
 * A notice's e-mail: the shop's template filled in, then the tracking link (unless the body
 * already gives it), the shop's signature and, for a courtesy notice, the link that stops them.
 * The subject is one line whatever the values hold.
 */
export function noticeEmailOf(
  template: Pick<NoticeTemplate, 'subject' | 'body'>,
  values: NoticeValues,
  { link, optOutLink, identity }: { link: string; optOutLink: string; identity: ShopIdentity },
): NoticeMessage {
  const write = (filled: NoticeValues) => {
    const body = renderTemplate(template.body, filled);
    const footer = [
      ...(link && !body.includes(link) ? ['', noticeMessages.trackingFooter(link)] : []),
      ...signature(identity),
      ...(optOutLink ? ['', noticeMessages.optOutFooter(optOutLink)] : []),
    ];
    return { subject: renderTemplate(template.subject, filled).replace(/\s+/gu, ' '), text: [body, ...footer].join('\n') };
  };
  return { ...write(values), recorded: write(withoutName(values)) };
}

/** A short message (SMS, WhatsApp): the template on one line, the tracking link after it. */
export function noticeShortOf(short: string, values: NoticeValues, link: string): NoticeMessage {
  const write = (filled: NoticeValues) => [renderTemplate(short, filled).replace(/\s+/gu, ' '), link].filter(Boolean).join(' ');
  return { subject: '', text: write(values), recorded: { subject: '', text: write(withoutName(values)) } };
}
