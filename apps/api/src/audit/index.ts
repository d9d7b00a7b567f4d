// The audit feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { adminActorOf, administratorBehind, administratorOf, listAdminActions, recordAdminAction, type AdminActor, type AdminChange } from './admin-audit.service';
