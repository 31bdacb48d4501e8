import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import type { EventStore } from '@taller/event-store';
import { ErasureSchema } from './privacy/erasure.entity.js';
import { PersonalDataStore } from './privacy/personal-data-store.js';
import { PersonalKeys } from './privacy/personal-keys.js';
import { ActivityRowSchema } from './activity/activity-row.entity.js';
import { ActivityProjection } from './activity/activity.projection.js';
import { MoneyMovementsProjection } from './payments/ledger/money-movements.projection.js';
import { ListPaymentsHandler } from './payments/queries/list-payments/list-payments.handler.js';
import { CashCloseRowSchema } from './cash/cash-close-row.entity.js';
import { CashClosesProjection } from './cash/cash-closes.projection.js';
import { CashLedger } from './cash/cash-ledger.js';
import { CashDays } from './cash/queries/cash-day/cash-days.js';
import { InvoiceRowSchema } from './invoices/invoice-row.entity.js';
import { InvoiceListProjection } from './invoices/invoice-list.projection.js';
import { AeatQueueRowSchema } from './verifactu/aeat/aeat-queue-row.entity.js';
import { AeatQueueProjection } from './verifactu/aeat/aeat-queue.projection.js';
import { AeatSender } from './verifactu/aeat/aeat-sender.js';
import { InvoiceSources } from './invoices/invoice-sources.js';
import { InvoiceReads } from './invoices/queries/get-invoice/invoice-reads.js';
import { IssueInvoiceHandler } from './invoices/commands/issue-invoice/issue-invoice.handler.js';
import { SellAtCounterHandler } from './invoices/commands/sell-at-counter/sell-at-counter.handler.js';
import { ReturnCounterSaleHandler } from './invoices/commands/return-counter-sale/return-counter-sale.handler.js';
import { CorrectInvoiceHandler } from './invoices/commands/rectify-invoice/rectify-invoice.handler.js';
import { CloseCashDayHandler } from './cash/commands/close-cash-day/close-cash-day.handler.js';
import { MoneyMovementRowSchema } from './payments/ledger/money-movement-row.entity.js';
import { DeletedRecords } from './deleted/deleted-records.js';
import { AuditLog } from './audit/audit-log.js';
import { AuditOptions } from './audit/audit-options.js';
import { ListAuditHandler } from './audit/queries/list-audit/list-audit.handler.js';
import { GetDeletedRecordHandler } from './deleted/queries/get-deleted-record/get-deleted-record.handler.js';
import { ListDeletedRecordsHandler } from './deleted/queries/list-deleted-records/list-deleted-records.handler.js';
import { GetAlbaranHandler } from './albaranes/queries/get-albaran/get-albaran.handler.js';
import { AccountSchema, SessionSchema } from './auth/account.entity.js';
import { PendingAccountEventSchema } from './accounts/pending-account-event.entity.js';
import { StaffAccounts } from './accounts/staff-accounts.js';
import { StaffReads } from './accounts/staff-reads.js';
import { CreateStaffAccountHandler } from './accounts/commands/create-staff-account/create-staff-account.handler.js';
import { UpdateStaffAccountHandler } from './accounts/commands/update-staff-account/update-staff-account.handler.js';
import { DisableStaffAccountHandler } from './accounts/commands/disable-staff-account/disable-staff-account.handler.js';
import { EnableStaffAccountHandler } from './accounts/commands/enable-staff-account/enable-staff-account.handler.js';
import { SendStaffPasswordResetHandler } from './accounts/commands/send-staff-password-reset/send-staff-password-reset.handler.js';
import { AuthService } from './auth/auth.service.js';
import { AccountsService } from './auth/accounts.service.js';
import { PasswordResetSchema } from './auth/password-reset.entity.js';
import { PasswordResetService } from './auth/password-reset.service.js';
import { EmailVerificationSchema } from './auth/email-verification.entity.js';
import { EmailVerificationService } from './auth/email-verification.service.js';
import { AccountLinks } from './clients/account-links/account-links.js';
import { ClientAccountLinkSchema } from './clients/account-links/client-account-link.entity.js';
import { ClientAccountLinksProjection } from './clients/account-links/client-account-links.projection.js';
import { LinkClientAccountHandler } from './clients/commands/link-client-account/link-client-account.handler.js';
import { TrackingViews } from './tracking/tracking-views.js';
import { GetCustomerWorkHandler } from './tracking/queries/customer-work/customer-work.handler.js';
import { CustomerRecords } from './tracking/customer-records.js';
import { ExportCustomerDataHandler } from './accounts/queries/export-customer-data/export-customer-data.handler.js';
import { DeleteCustomerAccountHandler } from './accounts/commands/delete-customer-account/delete-customer-account.handler.js';
import { ClientReads } from './clients/client-reads.js';
import { ClientRowSchema } from './clients/client-row.entity.js';
import { ClientListProjection } from './clients/client-list.projection.js';
import { ClientDuplicates } from './clients/client-duplicates.js';
import { ClientWork } from './clients/client-work.js';
import { CorrectClientDetailsHandler } from './clients/commands/correct-client-details/correct-client-details.handler.js';
import { DeleteClientHandler } from './clients/commands/delete-client/delete-client.handler.js';
import { ForgetClientHandler } from './clients/commands/forget-client/forget-client.handler.js';
import { PersonalDataMark } from './privacy/personal-data-mark.js';
import { PersonTraces } from './privacy/person-traces.js';
import { StoreMarkSchema } from './privacy/store-mark.entity.js';
import { RegisterClientHandler } from './clients/commands/register-client/register-client.handler.js';
import { ClientHistoryHandler } from './clients/queries/client-history/client-history.handler.js';
import { GetClientHandler } from './clients/queries/get-client/get-client.handler.js';
import { ListClientsHandler } from './clients/queries/list-clients/list-clients.handler.js';
import type { TallerConfig } from './config/config.js';
import { AggregateStore } from './event-sourcing/aggregate-store.js';
import { ENGINES, EVENT_STORE, TALLER_CONFIG } from './event-sourcing/tokens.js';
import { NoteSchema } from './notes/note.entity.js';
import { ContactMessageSchema } from './contact/contact-message.entity.js';
import { ContactService } from './contact/contact.service.js';
import { OutboxMessageSchema } from './mail/outbox-message.entity.js';
import { Outbox } from './mail/outbox.js';
import { NotesService } from './notes/notes.service.js';
import { MIKRO_ORM } from './persistence/orm.js';
import { ChangeOrderStatusHandler } from './orders/commands/change-order-status/change-order-status.handler.js';
import { CorrectOrderDetailsHandler } from './orders/commands/correct-order-details/correct-order-details.handler.js';
import { DeleteOrderHandler } from './orders/commands/delete-order/delete-order.handler.js';
import { PlaceOrderHandler } from './orders/commands/place-order/place-order.handler.js';
import { RecordArrivalHandler } from './orders/commands/record-arrival/record-arrival.handler.js';
import { RecordDepositHandler } from './orders/commands/record-deposit/record-deposit.handler.js';
import { RecordOrderMovementHandler } from './orders/commands/record-order-movement/record-order-movement.handler.js';
import { RecordRepairMovementHandler } from './repairs/commands/record-repair-movement/record-repair-movement.handler.js';
import { GetOrderHandler } from './orders/queries/get-order/get-order.handler.js';
import { ListOrdersHandler } from './orders/queries/list-orders/list-orders.handler.js';
import { OrderHistoryHandler } from './orders/queries/order-history/order-history.handler.js';
import { OrderReads } from './orders/order-reads.js';
import { OrderRowSchema } from './orders/order-row.entity.js';
import { OrderListProjection } from './orders/order-list.projection.js';
import { ProductRowSchema } from './products/product-row.entity.js';
import { ProductListProjection } from './products/product-list.projection.js';
import { ProductReads } from './products/product-reads.js';
import { StockAlertSchema } from './products/alerts/stock-alert.entity.js';
import { StockAlerts } from './products/alerts/stock-alerts.js';
import { ReservationStock } from './reservations/reservation-stock.js';
import { ReservationSweep } from './reservations/reservation-sweep.js';
import { Reservations } from './reservations/reservations.js';
import { PlaceReservationHandler } from './reservations/commands/place-reservation/place-reservation.handler.js';
import { ExpireReservationHandler } from './reservations/commands/expire-reservation/expire-reservation.handler.js';
import { CARD_GATEWAY } from './payments/card-gateway.js';
import { RedsysGateway } from './payments/redsys/redsys-gateway.js';
import { CardRefunds } from './payments/card-refunds.js';
import { StartCardPaymentHandler } from './payments/commands/start-card-payment/start-card-payment.handler.js';
import { RecordCardPaymentHandler } from './payments/commands/record-card-payment/record-card-payment.handler.js';
import { AddProductHandler } from './products/commands/add-product/add-product.handler.js';
import { ImportProductsHandler } from './products/commands/import-products/import-products.handler.js';
import { CorrectProductDetailsHandler } from './products/commands/correct-product-details/correct-product-details.handler.js';
import { RecordStockMovementHandler } from './products/commands/record-stock-movement/record-stock-movement.handler.js';
import { GetProductHandler } from './products/queries/get-product/get-product.handler.js';
import { ListProductsHandler } from './products/queries/list-products/list-products.handler.js';
import { ProductHistoryHandler } from './products/queries/product-history/product-history.handler.js';
import { GetCatalogueProductHandler, ListCatalogueModelsHandler, SearchCatalogueHandler } from './products/queries/catalogue/catalogue.handler.js';
import { openEngines, type Engines } from './persistence/engines.js';
import { ProjectionCheckpointSchema } from './projections/checkpoint.entity.js';
import { PROJECTIONS } from './projections/projection.js';
import { Projector, PROJECTION_RUNTIME, type ProjectionRuntime } from './projections/projector.js';
import { ChangeRepairStatusHandler } from './repairs/commands/change-repair-status/change-repair-status.handler.js';
import { CorrectRepairDetailsHandler } from './repairs/commands/correct-repair-details/correct-repair-details.handler.js';
import { DeleteRepairHandler } from './repairs/commands/delete-repair/delete-repair.handler.js';
import { RegisterRepairHandler } from './repairs/commands/register-repair/register-repair.handler.js';
import { GetRepairHandler } from './repairs/queries/get-repair/get-repair.handler.js';
import { ListRepairsHandler } from './repairs/queries/list-repairs/list-repairs.handler.js';
import { RepairHistoryHandler } from './repairs/queries/repair-history/repair-history.handler.js';
import { NotifyRepairCompletionHandler } from './repairs/commands/notify-repair-completion/notify-repair-completion.handler.js';
import { CollectRepairHandler } from './repairs/commands/collect-repair/collect-repair.handler.js';
import { SendRepairFinalNoticeHandler } from './repairs/commands/send-repair-final-notice/send-repair-final-notice.handler.js';
import { MarkRepairAbandonedHandler } from './repairs/commands/mark-repair-abandoned/mark-repair-abandoned.handler.js';
import { GetRepairNoticesHandler } from './repairs/queries/repair-notices/repair-notices.handler.js';
import { AbandonmentReads } from './repairs/abandonment/abandonment-reads.js';
import { NoticeOutbox } from './repairs/notices/notice-outbox.js';
import { RepairNotices } from './repairs/notices/repair-notices.js';
import { RevealUnlockCodeHandler } from './repairs/queries/reveal-unlock-code/reveal-unlock-code.handler.js';
import { SecretBox } from './secrets/secret-box.js';
import { SecretKeySchema } from './secrets/secret-key.entity.js';
import { RepairReads } from './repairs/repair-reads.js';
import { RepairRowSchema } from './repairs/repair-row.entity.js';
import { RepairListProjection } from './repairs/repair-list.projection.js';
import { ArchiveRevisionHandler } from './revisions/commands/archive-revision/archive-revision.handler.js';
import { ConvertRevisionHandler } from './revisions/commands/convert-revision/convert-revision.handler.js';
import { CorrectRevisionDetailsHandler } from './revisions/commands/correct-revision-details/correct-revision-details.handler.js';
import { DeleteRevisionHandler } from './revisions/commands/delete-revision/delete-revision.handler.js';
import { RegisterRevisionHandler } from './revisions/commands/register-revision/register-revision.handler.js';
import { UnarchiveRevisionHandler } from './revisions/commands/unarchive-revision/unarchive-revision.handler.js';
import { GetRevisionHandler } from './revisions/queries/get-revision/get-revision.handler.js';
import { ListRevisionsHandler } from './revisions/queries/list-revisions/list-revisions.handler.js';
import { RevisionHistoryHandler } from './revisions/queries/revision-history/revision-history.handler.js';
import { RevealRevisionUnlockCodeHandler } from './revisions/queries/reveal-revision-unlock-code/reveal-revision-unlock-code.handler.js';
import { RevisionReads } from './revisions/revision-reads.js';
import { RevisionRowSchema } from './revisions/revision-row.entity.js';
import { RevisionListProjection } from './revisions/revision-list.projection.js';
import { Commands } from './shared/commands.js';
import { AttemptCounterSchema } from './shared/attempt-counter.entity.js';
import { AttemptCounters } from './shared/attempt-counters.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { AttachImageHandler } from './uploads/commands/attach-image/attach-image.handler.js';
import { RemoveImageHandler } from './uploads/commands/remove-image/remove-image.handler.js';
import { ImageStorage } from './uploads/image-storage.js';
import { GetImageHandler } from './uploads/queries/get-image/get-image.handler.js';
import { GetCalendarHandler } from './calendar/queries/get-calendar/get-calendar.handler.js';
import { UrgentWorkHandler } from './calendar/queries/urgent-work/urgent-work.handler.js';
import { ListImagesHandler } from './uploads/queries/list-images/list-images.handler.js';
import { UploadedImageSchema } from './uploads/uploaded-image.entity.js';
import { ShopSettings } from './shop/shop-settings.js';
import { ChangeShopSettingsHandler } from './shop/commands/change-shop-settings/change-shop-settings.handler.js';
import { TrackingLinkSchema } from './tracking/tracking-link.entity.js';
import { TrackingProjection } from './tracking/tracking.projection.js';
import { TrackingLinks } from './tracking/tracking-links.js';
import { IssueTrackingHandler } from './tracking/commands/issue-tracking/issue-tracking.handler.js';
import { RevokeTrackingHandler } from './tracking/commands/revoke-tracking/revoke-tracking.handler.js';
import { GetTrackingLinkHandler } from './tracking/queries/get-tracking-link/get-tracking-link.handler.js';
import { GetTrackingPageHandler } from './tracking/queries/get-tracking-page/get-tracking-page.handler.js';
import { FindTrackingHandler } from './tracking/queries/find-tracking/find-tracking.handler.js';
import { IssueQuoteHandler } from './quotes/commands/issue-quote/issue-quote.handler.js';
import { AnswerQuoteHandler } from './quotes/commands/answer-quote/answer-quote.handler.js';
import { GetQuoteHandler } from './quotes/queries/get-quote/get-quote.handler.js';
import { CustomerNotices } from './notices/customer-notices.js';
import { NoticeSweep } from './notices/notice-sweep.js';
import { GetNoticeLogHandler } from './notices/queries/notice-log/notice-log.handler.js';
import { NoticeOptOuts } from './notices/notice-opt-outs.js';
import { NoticePreferenceSchema } from './notices/notice-preference.entity.js';
import { NoticeCheckpointSchema } from './notices/notice-checkpoint.entity.js';
import { RepairStatRowSchema } from './statistics/repair-stat-row.entity.js';
import { RepairStatisticsProjection } from './statistics/repair-statistics.projection.js';
import { InvoiceStatRowSchema } from './statistics/invoice-stat-row.entity.js';
import { RevenueStatisticsProjection } from './statistics/revenue-statistics.projection.js';
import { StatisticsReads } from './statistics/statistics-reads.js';
import { GetStatisticsHandler } from './statistics/queries/get-statistics/get-statistics.handler.js';

export const ENTITIES = [
  ProjectionCheckpointSchema,
  ActivityRowSchema,
  MoneyMovementRowSchema,
  CashCloseRowSchema,
  InvoiceRowSchema,
  AeatQueueRowSchema,
  ClientRowSchema,
  RepairRowSchema,
  OrderRowSchema,
  ProductRowSchema,
  StockAlertSchema,
  RevisionRowSchema,
  AccountSchema,
  SessionSchema,
  PendingAccountEventSchema,
  PasswordResetSchema,
  EmailVerificationSchema,
  ClientAccountLinkSchema,
  UploadedImageSchema,
  NoteSchema,
  ContactMessageSchema,
  OutboxMessageSchema,
  SecretKeySchema,
  ErasureSchema,
  StoreMarkSchema,
  AttemptCounterSchema,
  TrackingLinkSchema,
  NoticePreferenceSchema,
  NoticeCheckpointSchema,
  RepairStatRowSchema,
  InvoiceStatRowSchema,
];

const handlers = [
  CreateStaffAccountHandler,
  UpdateStaffAccountHandler,
  DisableStaffAccountHandler,
  EnableStaffAccountHandler,
  SendStaffPasswordResetHandler,
  RegisterClientHandler,
  CorrectClientDetailsHandler,
  DeleteClientHandler,
  ForgetClientHandler,
  LinkClientAccountHandler,
  GetClientHandler,
  ClientHistoryHandler,
  ListClientsHandler,
  RegisterRepairHandler,
  CorrectRepairDetailsHandler,
  ChangeRepairStatusHandler,
  DeleteRepairHandler,
  GetRepairHandler,
  ListRepairsHandler,
  RepairHistoryHandler,
  NotifyRepairCompletionHandler,
  CollectRepairHandler,
  SendRepairFinalNoticeHandler,
  MarkRepairAbandonedHandler,
  GetRepairNoticesHandler,
  GetNoticeLogHandler,
  RevealUnlockCodeHandler,
  AttachImageHandler,
  RemoveImageHandler,
  ListImagesHandler,
  GetCalendarHandler,
  UrgentWorkHandler,
  GetImageHandler,
  PlaceOrderHandler,
  CorrectOrderDetailsHandler,
  ChangeOrderStatusHandler,
  DeleteOrderHandler,
  RecordDepositHandler,
  RecordOrderMovementHandler,
  RecordRepairMovementHandler,
  ListPaymentsHandler,
  CloseCashDayHandler,
  IssueInvoiceHandler,
  SellAtCounterHandler,
  ReturnCounterSaleHandler,
  CorrectInvoiceHandler,
  RecordArrivalHandler,
  GetOrderHandler,
  ListOrdersHandler,
  OrderHistoryHandler,
  AddProductHandler,
  PlaceReservationHandler,
  ExpireReservationHandler,
  StartCardPaymentHandler,
  RecordCardPaymentHandler,
  ImportProductsHandler,
  CorrectProductDetailsHandler,
  RecordStockMovementHandler,
  GetProductHandler,
  ListProductsHandler,
  ProductHistoryHandler,
  SearchCatalogueHandler,
  GetCatalogueProductHandler,
  ListCatalogueModelsHandler,
  RegisterRevisionHandler,
  CorrectRevisionDetailsHandler,
  ArchiveRevisionHandler,
  UnarchiveRevisionHandler,
  ConvertRevisionHandler,
  DeleteRevisionHandler,
  GetRevisionHandler,
  ListRevisionsHandler,
  RevisionHistoryHandler,
  RevealRevisionUnlockCodeHandler,
  GetAlbaranHandler,
  ListDeletedRecordsHandler,
  GetDeletedRecordHandler,
  ChangeShopSettingsHandler,
  ListAuditHandler,
  IssueTrackingHandler,
  RevokeTrackingHandler,
  GetTrackingLinkHandler,
  GetTrackingPageHandler,
  FindTrackingHandler,
  GetCustomerWorkHandler,
  ExportCustomerDataHandler,
  DeleteCustomerAccountHandler,
  IssueQuoteHandler,
  AnswerQuoteHandler,
  GetQuoteHandler,
  GetStatisticsHandler,
];

/** How the core runs: `followLog: false` for a process that only reports or rebuilds the read models. */
export interface CoreOptions {
  followLog?: boolean;
}
const CORE_OPTIONS = Symbol('CORE_OPTIONS');

/** Starts following the log once everything is wired; closes the stores last. */
class Lifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(Projector) private readonly projector: Projector,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(CORE_OPTIONS) private readonly options: CoreOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.followLog !== false) await this.projector.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.projector.onApplicationShutdown();
    await this.store.close();
    await this.orm.close();
  }
}

/**
 * The shop's use cases without any transport: the API and the CLI both import it and
 * dispatch the same commands and queries.
 */
@Module({})
export class TallerCoreModule {
  static register(config: TallerConfig, options: CoreOptions = {}): DynamicModule {
    return {
      module: TallerCoreModule,
      global: true,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: TALLER_CONFIG, useValue: config },
        // The card gateway (payments/card-gateway.ts), or null: reservations are then paid in the shop.
        { provide: CARD_GATEWAY, useValue: config.cardGateway ? new RedsysGateway(config.cardGateway) : null },
        { provide: CORE_OPTIONS, useValue: options },
        { provide: ENGINES, useFactory: () => openEngines(config, ENTITIES) },
        // Every reader and writer sees people's data in clear; the engine keeps it sealed (privacy/).
        { provide: EVENT_STORE, useFactory: (engines: Engines) => new PersonalDataStore(engines.store, new PersonalKeys(engines.orm)), inject: [ENGINES] },
        { provide: PersonalKeys, useFactory: (store: PersonalDataStore) => store.keys, inject: [EVENT_STORE] },
        { provide: MIKRO_ORM, useFactory: (engines: Engines) => engines.orm, inject: [ENGINES] },
        {
          provide: PROJECTION_RUNTIME,
          useFactory: (engines: Engines): ProjectionRuntime => ({
            leadership: engines.leadership,
            lockSql: engines.projectionLockSql,
          }),
          inject: [ENGINES],
        },
        ClientListProjection,
        RepairListProjection,
        OrderListProjection,
        ProductListProjection,
        RevisionListProjection,
        ActivityProjection,
        TrackingProjection,
        ClientAccountLinksProjection,
        MoneyMovementsProjection,
        RepairStatisticsProjection,
        RevenueStatisticsProjection,
        CashClosesProjection,
        CashLedger,
        CashDays,
        InvoiceListProjection,
        AeatQueueProjection,
        AeatSender,
        InvoiceSources,
        InvoiceReads,
        {
          provide: PROJECTIONS,
          // Order matters within a batch: client rows first, repair, order and revision rows read them.
          useFactory: (...projections: unknown[]) => projections,
          inject: [ClientListProjection, RepairListProjection, OrderListProjection, ProductListProjection, RevisionListProjection, ActivityProjection, TrackingProjection, ClientAccountLinksProjection, MoneyMovementsProjection, CashClosesProjection, RepairStatisticsProjection, InvoiceListProjection, RevenueStatisticsProjection, AeatQueueProjection],
        },
        Projector,
        AggregateStore,
        CustomerNotices,
        NoticeOptOuts,
        PersonalDataMark,
        PersonTraces,
        NoticeSweep,
        Commands,
        AuthService,
        AttemptCounters,
        LoginThrottle,
        RepairReads,
        SecretBox,
        OrderReads,
        ProductReads,
        StockAlerts,
        ReservationStock,
        CardRefunds,
        ReservationSweep,
        Reservations,
        RevisionReads,
        ClientReads,
        ClientDuplicates,
        ClientWork,
        DeletedRecords,
        AuditLog,
        AuditOptions,
        NotesService,
        Outbox,
        ContactService,
        AccountsService,
        PasswordResetService,
        EmailVerificationService,
        AccountLinks,
        CustomerRecords,
        TrackingViews,
        StaffAccounts,
        StaffReads,
        Lifecycle,
        ImageStorage,
        ShopSettings,
        AbandonmentReads,
        NoticeOutbox,
        RepairNotices,
        TrackingLinks,
        StatisticsReads,
        ...handlers,
      ],
      exports: [StaffAccounts, StaffReads, TALLER_CONFIG, CARD_GATEWAY, ENGINES, EVENT_STORE, MIKRO_ORM, Projector, Commands, AuthService, RepairReads, OrderReads, ProductReads, StockAlerts, ReservationSweep, Reservations, RevisionReads, ClientReads, ClientWork, NotesService, Outbox, ContactService, AccountsService, PasswordResetService, EmailVerificationService, AccountLinks, CqrsModule, ImageStorage, AttemptCounters, ShopSettings, AbandonmentReads, AuditLog, AuditOptions, TrackingLinks, CustomerNotices, NoticeOptOuts, NoticeSweep, RepairNotices, PROJECTION_RUNTIME, AggregateStore, PersonalKeys, PersonalDataMark, PersonTraces, CashDays, CashLedger, InvoiceSources, InvoiceReads, AeatSender],
    };
  }
}
