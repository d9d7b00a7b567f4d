import type { Notice } from './cart-api';
import { PRODUCT_TYPE } from './catalogue';
import { CART_MESSAGES, inactiveAtAddMessage, reflexAddedMessage, removedForPanelMessage, testAddedMessage } from './cart-messages';

// spec/02 4.3 and 8: whether a product may be added to a cart, and what the
// add changes and says. Pure: the API's cart service gathers the facts inside
// its transaction and applies the decision (docs/decisions.md, domain modules).

export interface RuleProduct {
  id: string;
  name: string;
  isActive: boolean;
}

/** The product being added, with its member tests when it is a panel. */
export interface ProductToAdd extends RuleProduct {
  productType: number;
  /** Cents; the reflex warning names it. */
  extraTestsPriceCents: number | null;
  members: readonly RuleProduct[];
}

/** A top-level line already in the cart, with the product ids of its members. */
export interface CartLineFacts {
  itemId: string;
  productId: string;
  name: string;
  memberProductIds: readonly string[];
}

export type AddDecision =
  | { accepted: false; message: string }
  | {
      accepted: true;
      /** Lines the new panel makes redundant: removed, each named in a block notice. */
      removeItemIds: string[];
      notices: Notice[];
    };

/** spec/02 4.3: the product and each member must be active; the notice names the inactive ones. */
function inactiveNames(product: ProductToAdd): string[] {
  return [product, ...product.members].filter((candidate) => !candidate.isActive).map((candidate) => candidate.name);
}

/** spec/02 4.3, 8: a test only once, never beside a panel that holds it; a new panel absorbs its members. */
export function decideAdd(lines: readonly CartLineFacts[], product: ProductToAdd): AddDecision {
  const inactive = inactiveNames(product);
  if (inactive.length > 0) return { accepted: false, message: inactiveAtAddMessage(inactive.join(', ')) };
  if (lines.some((line) => line.productId === product.id)) return { accepted: false, message: CART_MESSAGES.alreadyInCart };
  if (lines.some((line) => line.memberProductIds.includes(product.id))) return { accepted: false, message: CART_MESSAGES.alreadyInPanel };

  const memberIds = new Set(product.members.map((member) => member.id));
  const absorbed = lines.filter((line) => memberIds.has(line.productId));
  const notices: Notice[] = absorbed.map((line) => ({ type: 'block', message: removedForPanelMessage(line.name) }));
  // spec/02 8: a reflex test's notice is its own "It has been added, with a
  // possible extra fee...", said instead of "Test added", not after it.
  notices.push(
    product.productType === PRODUCT_TYPE.Reflex
      ? { type: 'warning', message: reflexAddedMessage(product.extraTestsPriceCents) }
      : { type: 'success', message: testAddedMessage(product.name) },
  );
  return { accepted: true, removeItemIds: absorbed.map((line) => line.itemId), notices };
}
