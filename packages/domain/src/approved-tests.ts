// spec/02 4.5 step 3, spec/02 7 GET /api/pwnhealth/products/approved: which
// products the lab partner can fill. The approved-test list and the checkout's
// Error 101 check both decide with these functions, so the rule is in one
// place. Constants and pure functions only (docs/decisions.md, domain modules).
import { isExemptFromApprovedList } from './catalogue';

export interface ApprovalProduct {
  id: string;
  productType: number;
}

export interface ApprovalFacts {
  /** Active individual tests (not panels) whose partner code is on the partner's list of orderable tests. */
  approvedTestIds: Iterable<string>;
  /** Active panels with their member tests. */
  panels: ReadonlyArray<{ id: string; members: readonly ApprovalProduct[] }>;
}

/**
 * The approved products: every approved individual test, and every panel
 * that has members and all of whose members pass the approved-list check (a
 * member is approved, or is exempt from the check like a physician consult).
 * A panel's own partner code is not consulted: the partner fills its members.
 */
export function approvedProductIds({ approvedTestIds, panels }: ApprovalFacts): Set<string> {
  const approved = new Set(approvedTestIds);
  const tests = new Set(approved);
  for (const panel of panels) {
    const allMembersPass = panel.members.length > 0 && panel.members.every((member) => passesApprovedListCheck(member, tests));
    if (allMembersPass) approved.add(panel.id);
  }
  return approved;
}

/** spec/02 4.5 step 3: type 16 (physician consult) is exempt; anything else must be on the list. */
export function passesApprovedListCheck(product: ApprovalProduct, approvedIds: ReadonlySet<string>): boolean {
  return isExemptFromApprovedList(product.productType) || approvedIds.has(product.id);
}

/** The products that block a checkout with Error 101, in the order given. */
export function missingFromApprovedList<T extends ApprovalProduct>(products: readonly T[], approvedIds: ReadonlySet<string>): T[] {
  return products.filter((product) => !passesApprovedListCheck(product, approvedIds));
}
