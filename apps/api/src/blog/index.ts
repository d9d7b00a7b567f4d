// The blog's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { blogRepository } from './blog.repository';
export { articlesUsingImage } from './blog-images.repository';
export { blogAdminService } from './blog-admin.service';
