import type {
  AddressesTable,
  EmailChangeHistoryTable,
  LoginAsCodesTable,
  PasswordHistoryTable,
  ProfilesTable,
  RolesTable,
  SecurityCodesTable,
  SessionsTable,
  UsersTable,
} from './accounts';
import type {
  CategoriesTable,
  CategoryTranslationsTable,
  ImagesTable,
  PartnerTestsTable,
  ProductChildrenTable,
  ProductsTable,
  ProductTranslationsTable,
  TestCentersTable,
} from './catalogue';
import type {
  AppSettingsTable,
  BlogArticlesTable,
  BlogArticleTranslationsTable,
  BlogAuthorsTable,
  ContentPagesTable,
  ContentPageTranslationsTable,
  EmailLogTable,
  MailTemplatesTable,
  NewsletterConfirmationsTable,
  NewsletterSubscriptionsTable,
} from './content';
import type { AdminAuditTable, IdempotencyKeysTable, JobsTable } from './operations';
import type {
  HealthRecordReadsTable,
  LabObservationsTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  SandboxPartnerOrdersTable,
  OrderResultsTable,
  OrdersTable,
  PartnerOrdersTable,
  PaymentTransactionsTable,
  PromoCodeProductsTable,
  PromoCodesTable,
  ResultDocumentsTable,
  SavedCardsTable,
  ShareHistoryTable,
} from './orders';
import type { CheckoutAttemptsTable, PaymentCustomersTable, PaymentRefundsTable, PromoCodeUsesTable, SandboxPaymentIntentsTable, SandboxPaymentMethodsTable } from './payments';

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  password_history: PasswordHistoryTable;
  sessions: SessionsTable;
  security_codes: SecurityCodesTable;
  login_as_codes: LoginAsCodesTable;
  email_change_history: EmailChangeHistoryTable;
  profiles: ProfilesTable;
  addresses: AddressesTable;
  images: ImagesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_children: ProductChildrenTable;
  test_centers: TestCentersTable;
  partner_tests: PartnerTestsTable;
  promo_codes: PromoCodesTable;
  promo_code_products: PromoCodeProductsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payment_transactions: PaymentTransactionsTable;
  saved_cards: SavedCardsTable;
  checkout_attempts: CheckoutAttemptsTable;
  payment_refunds: PaymentRefundsTable;
  promo_code_uses: PromoCodeUsesTable;
  payment_customers: PaymentCustomersTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_payment_intents: SandboxPaymentIntentsTable;
  order_results: OrderResultsTable;
  lab_observations: LabObservationsTable;
  health_record_reads: HealthRecordReadsTable;
  order_status_history: OrderStatusHistoryTable;
  sandbox_partner_orders: SandboxPartnerOrdersTable;
  result_documents: ResultDocumentsTable;
  share_history: ShareHistoryTable;
  partner_orders: PartnerOrdersTable;
  content_pages: ContentPagesTable;
  content_page_translations: ContentPageTranslationsTable;
  blog_authors: BlogAuthorsTable;
  blog_articles: BlogArticlesTable;
  blog_article_translations: BlogArticleTranslationsTable;
  mail_templates: MailTemplatesTable;
  email_log: EmailLogTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_confirmations: NewsletterConfirmationsTable;
  app_settings: AppSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  admin_audit: AdminAuditTable;
  jobs: JobsTable;
}
