// The content pages' public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { contentRepository } from './content.repository';
export { pagesAdminService } from './pages-admin.service';
