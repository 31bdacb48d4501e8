import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { GetShopSettingsController } from './shop/queries/get-shop-settings/get-shop-settings.http.js';
import { ShopHistoryController } from './shop/queries/shop-history/shop-history.http.js';
import { ChangeShopSettingsController } from './shop/commands/change-shop-settings/change-shop-settings.http.js';
import { GetAlbaranController } from './albaranes/queries/get-albaran/get-albaran.http.js';
import { AuthGuard } from './auth/auth.guard.js';
import { AuthController } from './auth/auth.http.js';
import { ProfileController, RegistrationController } from './auth/accounts.http.js';
import { PasswordResetController } from './auth/password-reset.http.js';
import { EmailVerificationController } from './auth/email-verification.http.js';
import { CustomerWorkController } from './tracking/queries/customer-work/customer-work.http.js';
import { ExportCustomerDataController } from './accounts/queries/export-customer-data/export-customer-data.http.js';
import { DeleteCustomerAccountController } from './accounts/commands/delete-customer-account/delete-customer-account.http.js';
import { ClientAccountsController } from './clients/queries/client-accounts/client-accounts.http.js';
import { LinkClientAccountController } from './clients/commands/link-client-account/link-client-account.http.js';
import { FirstAccountCheck, FirstAccountController } from './accounts/setup/first-account.js';
import { ListStaffController } from './accounts/queries/list-staff/list-staff.http.js';
import { GetStaffController } from './accounts/queries/get-staff/get-staff.http.js';
import { StaffHistoryController } from './accounts/queries/staff-history/staff-history.http.js';
import { CreateStaffAccountController } from './accounts/commands/create-staff-account/create-staff-account.http.js';
import { UpdateStaffAccountController } from './accounts/commands/update-staff-account/update-staff-account.http.js';
import { DisableStaffAccountController } from './accounts/commands/disable-staff-account/disable-staff-account.http.js';
import { EnableStaffAccountController } from './accounts/commands/enable-staff-account/enable-staff-account.http.js';
import { SendStaffPasswordResetController } from './accounts/commands/send-staff-password-reset/send-staff-password-reset.http.js';
import { CorrectClientDetailsController } from './clients/commands/correct-client-details/correct-client-details.http.js';
import { DeleteClientController } from './clients/commands/delete-client/delete-client.http.js';
import { ForgetClientController } from './clients/commands/forget-client/forget-client.http.js';
import { RegisterClientController } from './clients/commands/register-client/register-client.http.js';
import { ClientHistoryController } from './clients/queries/client-history/client-history.http.js';
import { SearchClientsController } from './clients/queries/search-clients/search-clients.http.js';
import { GetClientController } from './clients/queries/get-client/get-client.http.js';
import { ListClientsController } from './clients/queries/list-clients/list-clients.http.js';
import type { TallerConfig } from './config/config.js';
import { TallerCoreModule } from './core.module.js';
import { CalendarController } from './calendar/calendar.http.js';
import { NotesController } from './notes/notes.http.js';
import { ContactController, ContactMessagesController } from './contact/contact.http.js';
import { OutboxCourier } from './mail/outbox-courier.js';
import { NoticeReactor } from './notices/notice-reactor.js';
import { SaleStockReactor } from './invoices/sale-stock/sale-stock-reactor.js';
import { NoticeFailures } from './notices/notice-failures.js';
import { NoticeLogController } from './notices/queries/notice-log/notice-log.http.js';
import { ClientNoticePreferenceController, NoticeOptOutController } from './notices/opt-out/notice-opt-out.http.js';
import { ChangeOrderStatusController } from './orders/commands/change-order-status/change-order-status.http.js';
import { CorrectOrderDetailsController } from './orders/commands/correct-order-details/correct-order-details.http.js';
import { DeleteOrderController } from './orders/commands/delete-order/delete-order.http.js';
import { PlaceOrderController } from './orders/commands/place-order/place-order.http.js';
import { RecordArrivalController } from './orders/commands/record-arrival/record-arrival.http.js';
import { RecordDepositController } from './orders/commands/record-deposit/record-deposit.http.js';
import { RecordOrderMovementController } from './orders/commands/record-order-movement/record-order-movement.http.js';
import { RecordRepairMovementController } from './repairs/commands/record-repair-movement/record-repair-movement.http.js';
import { ListPaymentsController } from './payments/queries/list-payments/list-payments.http.js';
import { CloseCashDayController } from './cash/commands/close-cash-day/close-cash-day.http.js';
import { CashDayController } from './cash/queries/cash-day/cash-day.http.js';
import { ListCashClosesController } from './cash/queries/list-cash-closes/list-cash-closes.http.js';
import { InvoiceCommandsController } from './invoices/commands/invoice-commands.http.js';
import { GetInvoiceController } from './invoices/queries/get-invoice/get-invoice.http.js';
import { ListInvoicesController } from './invoices/queries/list-invoices/list-invoices.http.js';
import { EmailInvoiceController } from './invoices/commands/email-invoice/email-invoice.http.js';
import { AeatController } from './verifactu/aeat/aeat.http.js';
import { AeatCourier } from './verifactu/aeat/aeat-courier.js';
import { GetOrderController } from './orders/queries/get-order/get-order.http.js';
import { ListOrdersController } from './orders/queries/list-orders/list-orders.http.js';
import { GetDeletedRecordController } from './deleted/queries/get-deleted-record/get-deleted-record.http.js';
import { ListDeletedRecordsController } from './deleted/queries/list-deleted-records/list-deleted-records.http.js';
import { ListAuditController } from './audit/queries/list-audit/list-audit.http.js';
import { ExportAuditController } from './audit/queries/export-audit/export-audit.http.js';
import { GetStatisticsController } from './statistics/queries/get-statistics/get-statistics.http.js';
import { ExportStatisticsController } from './statistics/queries/export-statistics/export-statistics.http.js';
import { MetricsController } from './metrics/metrics.http.js';
import { ShopGauges } from './metrics/shop-gauges.js';
import { OrderHistoryController } from './orders/queries/order-history/order-history.http.js';
import { AddProductController } from './products/commands/add-product/add-product.http.js';
import { ImportProductsController } from './products/commands/import-products/import-products.http.js';
import { CorrectProductDetailsController } from './products/commands/correct-product-details/correct-product-details.http.js';
import { RecordStockMovementController } from './products/commands/record-stock-movement/record-stock-movement.http.js';
import { GetProductController } from './products/queries/get-product/get-product.http.js';
import { ListProductsController } from './products/queries/list-products/list-products.http.js';
import { ProductHistoryController } from './products/queries/product-history/product-history.http.js';
import { CatalogueController } from './products/queries/catalogue/catalogue.http.js';
import { PlaceReservationController } from './reservations/commands/place-reservation/place-reservation.http.js';
import { StartCardPaymentController } from './payments/commands/start-card-payment/start-card-payment.http.js';
import { RedsysNotificationController } from './payments/commands/record-card-payment/record-card-payment.http.js';
import { CardPaymentsController } from './payments/queries/card-payments/card-payments.http.js';
import { ReservationExpiry } from './reservations/reservation-sweep.js';
import { StockAlertCourier } from './products/alerts/stock-alerts.js';
import { ChangeRepairStatusController } from './repairs/commands/change-repair-status/change-repair-status.http.js';
import { CorrectRepairDetailsController } from './repairs/commands/correct-repair-details/correct-repair-details.http.js';
import { DeleteRepairController } from './repairs/commands/delete-repair/delete-repair.http.js';
import { RegisterRepairController } from './repairs/commands/register-repair/register-repair.http.js';
import { GetRepairController } from './repairs/queries/get-repair/get-repair.http.js';
import { ListRepairsController } from './repairs/queries/list-repairs/list-repairs.http.js';
import { RepairHistoryController } from './repairs/queries/repair-history/repair-history.http.js';
import { NotifyRepairCompletionController } from './repairs/commands/notify-repair-completion/notify-repair-completion.http.js';
import { CollectRepairController } from './repairs/commands/collect-repair/collect-repair.http.js';
import { trackingControllers } from './tracking/commands/issue-tracking/issue-tracking.http.js';
import { TrackingPageController } from './tracking/queries/get-tracking-page/get-tracking-page.http.js';
import { QuoteController } from './quotes/commands/issue-quote/quote.http.js';
import { SendRepairFinalNoticeController } from './repairs/commands/send-repair-final-notice/send-repair-final-notice.http.js';
import { MarkRepairAbandonedController } from './repairs/commands/mark-repair-abandoned/mark-repair-abandoned.http.js';
import { RepairNoticesController } from './repairs/queries/repair-notices/repair-notices.http.js';
import { RevealUnlockCodeController } from './repairs/queries/reveal-unlock-code/reveal-unlock-code.http.js';
import { ArchiveRevisionController } from './revisions/commands/archive-revision/archive-revision.http.js';
import { ConvertRevisionController } from './revisions/commands/convert-revision/convert-revision.http.js';
import { CorrectRevisionDetailsController } from './revisions/commands/correct-revision-details/correct-revision-details.http.js';
import { DeleteRevisionController } from './revisions/commands/delete-revision/delete-revision.http.js';
import { RegisterRevisionController } from './revisions/commands/register-revision/register-revision.http.js';
import { UnarchiveRevisionController } from './revisions/commands/unarchive-revision/unarchive-revision.http.js';
import { GetRevisionController } from './revisions/queries/get-revision/get-revision.http.js';
import { ListRevisionsController } from './revisions/queries/list-revisions/list-revisions.http.js';
import { RevisionHistoryController } from './revisions/queries/revision-history/revision-history.http.js';
import { RevealRevisionUnlockCodeController } from './revisions/queries/reveal-revision-unlock-code/reveal-revision-unlock-code.http.js';
import { AttachImageController } from './uploads/commands/attach-image/attach-image.http.js';
import { RemoveImageController } from './uploads/commands/remove-image/remove-image.http.js';
import { ImageFileController } from './uploads/queries/get-image/image-file.http.js';
import { ListImagesController } from './uploads/queries/list-images/list-images.http.js';
import { ApiDocsController } from './http/openapi/api-docs.http.js';

const NEST_STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** The HTTP API: the core's use cases behind routes, a deny-by-default guard and pino logs. */
@Module({})
export class TallerApiModule {
  static register(config: TallerConfig): DynamicModule {
    return {
      module: TallerApiModule,
      imports: [
        TallerCoreModule.register(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.passwordHash',
                '*.token',
                '*.*.token',
                '*.unlockCode',
                'req.body.unlockCode',
                'req.body.password',
              ],
              censor: '[oculto]',
            },
            autoLogging: { ignore: (request) => request.url === '/api/health' },
            hooks: {
              // Nest's start-up chatter (every module and route) only when debugging.
              logMethod(args, method, level) {
                const context = (args[0] as { context?: string } | undefined)?.context;
                if (level !== 30 || !NEST_STARTUP_CONTEXTS.has(context ?? '') || this.isLevelEnabled('debug')) {
                  method.apply(this, args);
                }
              },
            },
          },
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
          // Health is asked many times a second and logs nothing: no request logger for it (issue 14).
          exclude: [{ path: 'health', method: RequestMethod.GET }],
        }),
      ],
      controllers: [
        NoticeLogController,
        NoticeOptOutController,
        ClientNoticePreferenceController,
        AuthController,
        RegistrationController,
        ProfileController,
        PasswordResetController,
        EmailVerificationController,
        CustomerWorkController,
        ExportCustomerDataController,
        DeleteCustomerAccountController,
        FirstAccountController,
        ListStaffController,
        StaffHistoryController,
        GetStaffController,
        CreateStaffAccountController,
        UpdateStaffAccountController,
        DisableStaffAccountController,
        EnableStaffAccountController,
        SendStaffPasswordResetController,
        ListClientsController,
        SearchClientsController,
        ClientHistoryController,
        GetClientController,
        RegisterClientController,
        CorrectClientDetailsController,
        DeleteClientController,
        ForgetClientController,
        ClientAccountsController,
        LinkClientAccountController,
        ListRepairsController,
        RepairHistoryController,
        RevealUnlockCodeController,
        NotifyRepairCompletionController,
        CollectRepairController,
        ...trackingControllers,
        TrackingPageController,
        QuoteController,
        SendRepairFinalNoticeController,
        MarkRepairAbandonedController,
        RepairNoticesController,
        GetRepairController,
        RegisterRepairController,
        CorrectRepairDetailsController,
        ChangeRepairStatusController,
        DeleteRepairController,
        ListImagesController,
        ImageFileController,
        AttachImageController,
        RemoveImageController,
        GetAlbaranController,
        ListOrdersController,
        OrderHistoryController,
        ListProductsController,
        AddProductController,
        ImportProductsController,
        ProductHistoryController,
        RecordStockMovementController,
        GetProductController,
        CorrectProductDetailsController,
        CatalogueController,
        PlaceReservationController,
        StartCardPaymentController,
        RedsysNotificationController,
        CardPaymentsController,
        GetOrderController,
        PlaceOrderController,
        CorrectOrderDetailsController,
        ChangeOrderStatusController,
        DeleteOrderController,
        RecordDepositController,
        RecordOrderMovementController,
        RecordRepairMovementController,
        ListPaymentsController,
        CashDayController,
        CloseCashDayController,
        ListCashClosesController,
        ListInvoicesController,
        GetInvoiceController,
        InvoiceCommandsController,
        EmailInvoiceController,
        AeatController,
        RecordArrivalController,
        ListRevisionsController,
        RevisionHistoryController,
        RevealRevisionUnlockCodeController,
        GetRevisionController,
        RegisterRevisionController,
        CorrectRevisionDetailsController,
        ArchiveRevisionController,
        UnarchiveRevisionController,
        ConvertRevisionController,
        DeleteRevisionController,
        NotesController,
        ContactController,
        ContactMessagesController,
        CalendarController,
        ListDeletedRecordsController,
        GetDeletedRecordController,
        ListAuditController,
        ExportAuditController,
        GetStatisticsController,
        ExportStatisticsController,
        MetricsController,
        GetShopSettingsController,
        ShopHistoryController,
        ChangeShopSettingsController,
        ApiDocsController,
      ],
      providers: [{ provide: APP_GUARD, useClass: AuthGuard }, FirstAccountCheck, OutboxCourier, AeatCourier, NoticeReactor, SaleStockReactor, NoticeFailures, ReservationExpiry, StockAlertCourier, ShopGauges],
    };
  }
}
