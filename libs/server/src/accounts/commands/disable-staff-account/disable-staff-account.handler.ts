import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAccounts } from '../../staff-accounts.js';
import { DisableStaffAccount } from './disable-staff-account.command.js';

/** The account can no longer sign in, and every session it has ends in the same transaction. */
@CommandHandler(DisableStaffAccount)
export class DisableStaffAccountHandler implements ICommandHandler<DisableStaffAccount> {
  constructor(private readonly staff: StaffAccounts) {}

  execute({ accountId, context }: DisableStaffAccount) {
    return this.staff.change(
      accountId,
      ({ otherActiveAdministrators }) => [{ type: 'DisableStaffAccount', otherActiveAdministrators, byAccountId: context.actor.id }],
      context,
    );
  }
}
