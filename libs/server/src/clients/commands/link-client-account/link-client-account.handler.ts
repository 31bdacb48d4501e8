import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { AccountLinks } from '../../account-links/account-links.js';
import { clientAggregate } from '../../client.stream.js';
import { LinkClientAccount } from './link-client-account.command.js';

/** An event of the client (`ClientAccountLinked` / `…Unlinked`): the history and the audit tell who and when. */
@CommandHandler(LinkClientAccount)
export class LinkClientAccountHandler implements ICommandHandler<LinkClientAccount> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly links: AccountLinks,
  ) {}

  async execute({ clientId, accountId, linked, context }: LinkClientAccount) {
    const account = await this.links.requireCustomer(accountId);
    const linkedNow = await this.links.isLinked(account, clientId);
    const { events, position, version } = await this.aggregates.handle({
      ...clientAggregate(clientId),
      command: { type: linked ? 'LinkAccount' : 'UnlinkAccount', account: { id: account.id, email: account.email }, linkedNow },
      context,
    });
    return { id: clientId, position, version, changed: events.length > 0 };
  }
}
