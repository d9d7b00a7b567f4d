// The order history's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { orderAdminService } from './order-admin.service';
