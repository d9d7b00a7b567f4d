import type { Database } from '@labstore/db';
import { escapeRegExp, type Cart, type CartProduct, type Notice, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { productNamesIn } from '../catalogue';
import { localizedNotices } from '../lib/localized-answers';

// Issue 16: a cart shows its products' names in the request's language,
// English where a product has none; the cart is read and priced in English
// (orders/ reads its lines), and its answer is worded here, once per route.

function productIdsOf(cart: Cart): string[] {
  return cart.items.flatMap((item) => [item.product.id, ...item.children.map((child) => child.product.id)]);
}

/** The cart with its product names in `language` where the catalogue has them. */
async function cartInLanguage(db: Kysely<Database>, language: SiteLanguage, cart: Cart): Promise<Cart> {
  return namedCart(cart, await productNamesIn(db, language, productIdsOf(cart)), language);
}

/** The cart with the names given (product id to name in `language`). */
function namedCart(cart: Cart, names: ReadonlyMap<string, string>, language: SiteLanguage): Cart {
  if (names.size === 0) return cart;
  const named = (product: CartProduct): CartProduct => {
    const name = names.get(product.id);
    return name === undefined ? product : { ...product, name, lang: language };
  };
  return {
    ...cart,
    items: cart.items.map((item) => ({ ...item, product: named(item.product), children: item.children.map((child) => ({ ...child, product: named(child.product) })) })),
    summary: {
      ...cart.summary,
      duplicateChilds: cart.summary.duplicateChilds.map((duplicate) => ({ ...duplicate, name: names.get(duplicate.productId) ?? duplicate.name })),
    },
  };
}

/** Each English product name of the cart, and the name it has in the worded cart (where they differ). */
function renamings(english: Cart, worded: Cart): Map<string, string> {
  const products = (cart: Cart) => cart.items.flatMap((item) => [item.product, ...item.children.map((child) => child.product)]);
  const wordedNames = new Map(products(worded).map((product) => [product.id, product.name]));
  return new Map(products(english).flatMap((product) => {
    const name = wordedNames.get(product.id);
    return name !== undefined && name !== product.name ? [[product.name, name] as const] : [];
  }));
}

/** A notice's English product names in the cart's language, the longest first so "Iron" never eats into "Iron and TIBC". */
function renamed(notices: readonly Notice[], names: ReadonlyMap<string, string>): Notice[] {
  if (names.size === 0) return [...notices];
  const pattern = new RegExp([...names.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g');
  return notices.map((notice) => ({ ...notice, message: notice.message.replace(pattern, (name) => names.get(name) ?? name) }));
}

/**
 * spec/02 8, issue 16: a cart answer wholly in the request's language: its
 * products' names, and its notices worded from the catalogue with those
 * names ("Ferritina se ha añadido...", not a Spanish sentence around an English name).
 */
export async function cartAnswerInLanguage<T extends { cart: Cart; notices: readonly Notice[] }>(db: Kysely<Database>, language: SiteLanguage, answer: T): Promise<T> {
  const cart = await cartInLanguage(db, language, answer.cart);
  const names = renamings(answer.cart, cart);
  return {
    ...answer,
    notices: localizedNotices(renamed(answer.notices, names), language),
    cart: { ...cart, notices: localizedNotices(renamed(cart.notices, names), language) },
  };
}

/** A cart read or changed, wholly in the request's language. */
export async function wordedCart(db: Kysely<Database>, language: SiteLanguage, cart: Cart): Promise<Cart> {
  return (await cartAnswerInLanguage(db, language, { cart, notices: cart.notices })).cart;
}

/** Several orders read at once (the order history), their product names looked up in one query. They carry no notices. */
export async function wordedCarts(db: Kysely<Database>, language: SiteLanguage, carts: readonly Cart[]): Promise<Cart[]> {
  const names = await productNamesIn(db, language, carts.flatMap(productIdsOf));
  return carts.map((cart) => namedCart(cart, names, language));
}
