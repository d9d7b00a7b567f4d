
// spec/02 3, spec/03 3: product types.
export const PRODUCT_TYPE = {
  Simple: 1,
  Reflex: 2,
  Panel: 8,
  PhysicianConsult: 16,
} as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  1: 'Simple',
  2: 'Reflex',
  8: 'Panel',
  16: 'Physician Consult',
};

/** spec/02 4.5, 9: physician consults skip the approved-test list check. */
export function isExemptFromApprovedList(type: number): boolean {
  return type === PRODUCT_TYPE.PhysicianConsult;
}

// spec/02 3, spec/03 3: lab codes are bit flags; the editor's LAB multi-select
// stores several labs in one number.
export const LAB_CODE = {
  QuestDiagnostics: 1,
  LabCorp: 2,
  Ayumetrix: 4,
  AccurateDiagnosticLabs: 8,
} as const;
export type LabCode = (typeof LAB_CODE)[keyof typeof LAB_CODE];

export const LAB_CODES: readonly LabCode[] = Object.values(LAB_CODE);

// A switch rather than a table: the type check still asks for every lab, and
// no code reaches an object's prototype (issue 14).
function labCodeLabel(code: LabCode): string {
  switch (code) {
    case LAB_CODE.QuestDiagnostics:
      return 'Quest Diagnostics';
    case LAB_CODE.LabCorp:
      return 'Lab Corp';
    case LAB_CODE.Ayumetrix:
      return 'Ayumetrix';
    case LAB_CODE.AccurateDiagnosticLabs:
      return 'Accurate Diagnostic Labs';
  }
}

/** Every lab flag set in a mask, in flag order. */
export function labCodesIn(mask: number): LabCode[] {
  return LAB_CODES.filter((code) => (mask & code) !== 0);
}

export function labCodeLabels(mask: number): string[] {
  return labCodesIn(mask).map(labCodeLabel);
}

export function labCodeMask(codes: readonly LabCode[]): number {
  return codes.reduce<number>((mask, code) => mask | code, 0);
}

// spec/02 3, spec/03 3: category flags.
export const CATEGORY_FLAG = {
  HomeCarousel: 1,
  Panels: 4,
  Packages: 8,
  All: 255,
} as const;

/**
 * GET /api/category/type/{flags} (spec/02 7, spec/03 7). Decided semantics:
 * 255 asks for every category; 0 asks for categories carrying no flag at all
 * (the plain ones, "categories by flags (1 or 0)"); any other value asks for
 * categories sharing at least one bit with it.
 */
export function categoryMatchesFlags(categoryFlags: number, requested: number): boolean {
  if (requested === CATEGORY_FLAG.All) return true;
  if (requested === 0) return categoryFlags === 0;
  return (categoryFlags & requested) !== 0;
}

// spec/03 4, 9: partner (lab-ordering partner) order status filter.
export const PARTNER_ORDER_STATUS = {
  All: 0,
  Pending: 1,
  Approved: 2,
  Rejected: 3,
  Results: 4,
} as const;
export type PartnerOrderStatus = (typeof PARTNER_ORDER_STATUS)[keyof typeof PARTNER_ORDER_STATUS];

export const PARTNER_ORDER_STATUS_LABELS: Readonly<Record<PartnerOrderStatus, string>> = {
  0: 'All',
  1: 'Pending',
  2: 'Approved',
  3: 'Rejected',
  4: 'Results',
};

