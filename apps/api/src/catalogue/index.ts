// The catalogue's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { approvedTestsRepository } from './approved-tests.repository';
export { listApprovedProducts } from './approved-tests.service';
export { listedPagesRepository } from './listed-pages.repository';
export { productNamesIn } from './product-names.repository';
export { partnerTestsOf, type PartnerTestRow } from './partner-tests.repository';
export { requisitionTestsOf, type RequisitionTest } from './requisition-tests.repository';
export { categoriesAdminService } from './categories-admin.service';
export { deleteImage, imageNameOf, listImages, uploadImage, type ImageUpload, type ImageUsers } from './images-admin.service';
export { productsAdminService } from './products-admin.service';
