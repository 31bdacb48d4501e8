import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAccounts } from '../../staff-accounts.js';
import { CreateStaffAccount } from './create-staff-account.command.js';

@CommandHandler(CreateStaffAccount)
export class CreateStaffAccountHandler implements ICommandHandler<CreateStaffAccount> {
  constructor(private readonly staff: StaffAccounts) {}

  execute({ form, password, context }: CreateStaffAccount) {
    return this.staff.create(form, password, context);
  }
}
