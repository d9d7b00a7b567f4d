// The accounts feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { unsubscribeService } from './unsubscribe.service';
export { loginAsService } from './login-as.service';
export { accountStateOf, lockUser, mailConsentOf } from './user-lookups.repository';
export { usersAdminService } from './users-admin.service';
