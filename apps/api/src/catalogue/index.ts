// The catalogue's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { approvedTestsRepository } from './approved-tests.repository';
export { listApprovedProducts } from './approved-tests.service';
export { listedPagesRepository } from './listed-pages.repository';
