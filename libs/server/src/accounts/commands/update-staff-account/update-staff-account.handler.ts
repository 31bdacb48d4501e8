import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountCommand } from '@taller/domain';
import { StaffAccounts } from '../../staff-accounts.js';
import { UpdateStaffAccount } from './update-staff-account.command.js';

@CommandHandler(UpdateStaffAccount)
export class UpdateStaffAccountHandler implements ICommandHandler<UpdateStaffAccount> {
  constructor(private readonly staff: StaffAccounts) {}

  execute({ accountId, form, context }: UpdateStaffAccount) {
    const details = Object.fromEntries(Object.entries(form).filter(([field]) => field === 'name' || field === 'email'));
    return this.staff.change(
      accountId,
      ({ otherActiveAdministrators }) => {
        const commands: AccountCommand[] = [{ type: 'CorrectStaffDetails', data: details }];
        if (form.role !== undefined) commands.push({ type: 'ChangeStaffRole', role: form.role, otherActiveAdministrators, byAccountId: context.actor.id });
        return commands;
      },
      context,
    );
  }
}
