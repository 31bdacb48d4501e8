import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordResetService } from '../../../auth/password-reset.service.js';
import { StaffAccounts } from '../../staff-accounts.js';
import { staffPasswordMail, STAFF_LINK_TTL_MS } from '../../staff-invitation-mail.js';
import { SendStaffPasswordReset } from './send-staff-password-reset.command.js';

@CommandHandler(SendStaffPasswordReset)
export class SendStaffPasswordResetHandler implements ICommandHandler<SendStaffPasswordReset> {
  constructor(
    private readonly staff: StaffAccounts,
    private readonly resets: PasswordResetService,
  ) {}

  execute({ accountId, siteUrl, context }: SendStaffPasswordReset) {
    return this.staff.change(accountId, () => [{ type: 'RecordPasswordResetSent' }], context, async (tx, account) => {
      const link = await this.resets.issueLink(tx, account, siteUrl, context.now, { ttlMs: STAFF_LINK_TTL_MS, mail: staffPasswordMail('reset') });
      return { link };
    });
  }
}
