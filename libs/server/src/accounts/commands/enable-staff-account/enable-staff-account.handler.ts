import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAccounts } from '../../staff-accounts.js';
import { EnableStaffAccount } from './enable-staff-account.command.js';

@CommandHandler(EnableStaffAccount)
export class EnableStaffAccountHandler implements ICommandHandler<EnableStaffAccount> {
  constructor(private readonly staff: StaffAccounts) {}

  execute({ accountId, context }: EnableStaffAccount) {
    return this.staff.change(accountId, () => [{ type: 'EnableStaffAccount' }], context);
  }
}
