import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientEvents, NotFound, clientMessages as m, type ClientEvent } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { PersonalDataMark } from '../../../privacy/personal-data-mark.js';
import { personOfClient } from '../../../privacy/personal-fields.js';
import { PersonalKeys } from '../../../privacy/personal-keys.js';
import { PersonTraces } from '../../../privacy/person-traces.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { clientAggregate } from '../../client.stream.js';
import { ForgetClient, type ForgetClientResult } from './forget-client.command.js';

/**
 * The right to erasure: the client's `ClientForgotten` is recorded (who and when, naming no
 * one), their key is shredded, so every copy of the log reads them as 'Cliente eliminado
 * (RGPD)', and their traces outside the log go (accounts, contact messages, e-mails, unlock
 * codes, photo names). The work stays, with what the shop must keep: device, work, amounts,
 * dates. Run again after a failure halfway, it finishes what was left.
 */
@CommandHandler(ForgetClient)
export class ForgetClientHandler implements ICommandHandler<ForgetClient> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keys: PersonalKeys,
    private readonly secrets: SecretBox,
    private readonly traces: PersonTraces,
    private readonly mark: PersonalDataMark,
  ) {}

  async execute({ clientId, context }: ForgetClient): Promise<ForgetClientResult> {
    await this.mark.requireSealed();
    const aggregate = clientAggregate(clientId);
    const loaded = await this.aggregates.load(aggregate.streamId, clientDecider, clientEvents);
    if (!loaded.state.exists) throw new NotFound(m.notFound);

    // Everything that could find them again, gathered while it can still be read.
    const records = await this.traces.recordsOf(clientId);
    const person = { clientId, ...contactsIn(loaded.events.map((event) => clientEvents.parse(event))) };
    person.phones.push(...(await this.traces.contactNumbersOf(records)));
    const accounts = await this.traces.accountsOf(person);

    let { position, version } = { position: 0, version: loaded.version };
    if (!loaded.state.forgotten) {
      ({ position, version } = await this.aggregates.handle({ ...aggregate, command: { type: 'ForgetClient' }, context }));
    }
    await this.keys.shred(personOfClient(clientId), context.now);
    for (const record of records) if (!record.startsWith('order-')) await this.secrets.shred(record);
    const erased = await this.traces.erase(person, records, accounts);
    return { id: clientId, position, version, ...erased };
  }
}

/** Every address and phone the client's events ever held (corrections keep the old ones in the log). */
function contactsIn(events: ClientEvent[]): { emails: string[]; phones: string[] } {
  const emails: string[] = [];
  const phones: string[] = [];
  for (const event of events) {
    const data: { email?: string; phone?: string } =
      event.type === 'ClientRegistered' || event.type === 'ClientAccountLinked' || event.type === 'ClientAccountUnlinked'
        ? event.data
        : event.type === 'ClientDetailsCorrected'
          ? event.data.changes
          : {};
    if (data.email) emails.push(data.email);
    if (data.phone) phones.push(data.phone);
  }
  return { emails, phones };
}
