import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager, FilterQuery, MikroORM } from '@mikro-orm/core';
import { validate, ValidationFailed } from '@taller/domain';
import { Outbox } from '../mail/outbox.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import type { CommandContext } from '../shared/actor.js';
import { addressOf, AttemptCounters, counterKey } from '../shared/attempt-counters.js';
import { TooManyAttempts } from '../shared/too-many-attempts.js';
import { commonFilters, type ListQuery } from '../shared/list-query.js';
import { searchable } from '../shared/search-text.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactNotification, regardingContactMessage } from './contact-notification.js';
import { contactMessageJson, type ContactMessageJson } from './contact.json.js';
import { contactMessages as m } from '@taller/domain';
import {
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_TEMPLATES,
  CONTACT_WINDOW_MS,
  contactFormSchema,
  handledSchema,
  type ContactTemplate,
} from './contact.rules.js';

export const CONTACT_SORTABLE = ['id', 'createdAt', 'name', 'email', 'subject', 'template', 'handled'] as const;
export type ContactSortField = (typeof CONTACT_SORTABLE)[number];
export const NEWEST_MESSAGES_FIRST: ListQuery<ContactSortField>['sort'] = { field: 'createdAt', order: 'DESC' };

/** What `POST /api/contact` answers (the spec's screen reads `ok` and `success`). */
export interface ContactReceipt {
  ok: true;
  success: true;
  id: number;
  message: string;
}

/**
 * The contact form's messages: received from visitors (stored, then the shop is told by
 * e-mail through the outbox, in the same transaction), listed and marked handled by staff.
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly outbox: Outbox,
    private readonly counters: AttemptCounters,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {}

  /**
   * Validates, counts the message against the client address (a few in ten minutes, then 429;
   * a refused form is no message and does not count), and stores it and its notification
   * e-mail together.
   */
  async receive(body: unknown, address: string, now = new Date()): Promise<ContactReceipt> {
    const form = validate(contactFormSchema, body, m.formInvalid);
    const sent = { key: counterKey('contact-messages', addressOf(address)), max: CONTACT_MESSAGES_PER_WINDOW, windowMs: CONTACT_WINDOW_MS };
    const wait = await this.counters.attempt([sent], now.getTime());
    if (wait > 0) throw new TooManyAttempts(m.throttled, wait);
    // A shop that has not set its e-mail yet gets no notification: the message waits in the back-office.
    const shopEmail = (await this.shop.current()).identity.email;
    const stored = await this.orm.em.fork().transactional(async (em) => {
      const message = em.create(ContactMessage, {
        name: form.name,
        email: form.email,
        phone: form.phone ?? null,
        subject: form.subject,
        message: form.message,
        template: form.template,
        searchText: searchable(form.name, form.email, form.phone, form.subject, form.message),
        createdAt: now,
      });
      await em.flush();
      if (shopEmail) this.outbox.add(em, contactNotification(message, shopEmail), now);
      return message;
    });
    this.outbox.wake();
    return { ok: true, success: true, id: stored.id, message: m.sent };
  }

  /** Filters: `q` (name, e-mail, phone, subject, message), `handled` (true/false), `template`, `id`. */
  async list(list: ListQuery<ContactSortField>): Promise<{ rows: ContactMessageJson[]; total: number }> {
    const where: FilterQuery<ContactMessage> = commonFilters(list.filter);
    const handled = handledFilter(list.filter.handled);
    if (handled !== undefined) where.handled = handled;
    const template = templateFilter(list.filter.template);
    if (template !== undefined) where.template = template;
    const [rows, total] = await this.orm.em.fork().findAndCount(ContactMessage, where, {
      orderBy: { [list.sort.field]: list.sort.order, id: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    return { rows: rows.map(contactMessageJson), total };
  }

  async require(id: number): Promise<ContactMessageJson> {
    return contactMessageJson(await this.find(this.orm.em.fork(), id));
  }

  /** `{handled}`: attended to (who and when are recorded) or back to pending. Other fields are ignored. */
  async setHandled(id: number, body: unknown, context: CommandContext): Promise<ContactMessageJson> {
    const { handled } = validate(handledSchema, body, m.handledInvalid);
    const em = this.orm.em.fork();
    const row = await this.find(em, id);
    if (row.handled !== handled) {
      row.handled = handled;
      row.handledAt = handled ? context.now : null;
      row.handledBy = handled ? context.actor.name : null;
      await em.flush();
    }
    return contactMessageJson(row);
  }

  /**
   * Deletes the message (personal data the shop no longer needs) and every copy of it: its
   * notification e-mail, pending or sent, and that e-mail's `.eml` file. Answers it as it was.
   */
  async remove(id: number): Promise<ContactMessageJson> {
    const em = this.orm.em.fork();
    const row = await this.find(em, id);
    const files = await em.transactional(async (tx) => {
      if ((await tx.nativeDelete(ContactMessage, { id })) === 0) throw new NotFoundException({ message: m.notFound });
      return this.outbox.discardRegarding(tx, regardingContactMessage(id));
    });
    await this.outbox.removeFiles(files);
    return contactMessageJson(row);
  }

  private async find(em: EntityManager, id: number): Promise<ContactMessage> {
    const row = await em.findOne(ContactMessage, id);
    if (!row) throw new NotFoundException({ message: m.notFound });
    return row;
  }
}

function handledFilter(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '' || value === 'all') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new ValidationFailed({ handled: m.handledFilterInvalid }, m.handledFilterInvalid);
}

function templateFilter(value: unknown): ContactTemplate | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (CONTACT_TEMPLATES.includes(value as ContactTemplate)) return value as ContactTemplate;
  throw new ValidationFailed({ template: m.templateFilterInvalid }, m.templateFilterInvalid);
}
