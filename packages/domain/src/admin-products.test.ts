import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES, adminProductInputSchema, adminProductMemberAddParamsSchema } from './admin-products';

const CATEGORY_ID = '0b0f7a36-4ad5-4f0f-9c53-5d0b8a4b1a10';

/** The Add Test form as a person fills it: text in every control. */
const typed = {
  name: '  Vitamin D, 25-Hydroxy ',
  cpt: '82306',
  marketPrice: '120.00',
  masterPrice: '49.99',
  customerPrice: '',
  patientPrice: '',
  searchPriority: '3',
  pageTitle: '',
  metaRobots: '',
  metaDescription: '',
  imageId: '',
  labCodes: [1, 2],
  questCode: '17306',
  slug: '',
  tags: ['vitamin', ' vitamin ', '', 'bone'],
  categoryId: CATEGORY_ID,
  productType: '1',
  description: '<p>Checks vitamin D.</p>',
  instructions: '',
  isHidden: false,
  isActive: true,
};

const messagesOf = (value: unknown) => {
  const parsed = adminProductInputSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the test form (spec/03 5 Test form)', () => {
  it('parses prices as decimals, empty as null, and gives the wire its numbers', () => {
    const product = adminProductInputSchema.parse(typed);
    expect(product).toMatchObject({ name: 'Vitamin D, 25-Hydroxy', marketPrice: 120, masterPrice: 49.99, customerPrice: null, patientPrice: null, extraTestsPrice: null });
    expect(product).toMatchObject({ searchPriority: 3, productType: 1, slug: null, imageId: null, pageTitle: null, tags: ['vitamin', 'bone'] });
  });

  it('requires the name, a lab, the category and the product type, in the spec words', () => {
    const messages = messagesOf({ ...typed, name: ' ', labCodes: [], categoryId: '', productType: '' });
    expect(messages).toEqual(
      expect.arrayContaining([ADMIN_PRODUCT_MESSAGES.nameRequired, ADMIN_PRODUCT_MESSAGES.labRequired, 'Please select category.', ADMIN_PRODUCT_MESSAGES.productTypeRequired]),
    );
  });

  it('keeps the limits: market price 10 characters, quest code 5, slug 100, description 32000, instructions 16000, priority 0 to 5', () => {
    expect(messagesOf({ ...typed, marketPrice: '12345678.90' })).toEqual([ADMIN_PRODUCT_MESSAGES.marketPriceTooLong]);
    expect(messagesOf({ ...typed, questCode: '123456' })).toEqual([ADMIN_PRODUCT_MESSAGES.questCodeTooLong]);
    expect(messagesOf({ ...typed, slug: 'a'.repeat(101) })).toEqual([ADMIN_PRODUCT_MESSAGES.slugTooLong]);
    expect(messagesOf({ ...typed, description: 'x'.repeat(32_001) })).toEqual([ADMIN_PRODUCT_MESSAGES.descriptionTooLong]);
    expect(messagesOf({ ...typed, instructions: 'x'.repeat(16_001) })).toEqual([ADMIN_PRODUCT_MESSAGES.instructionsTooLong]);
    expect(messagesOf({ ...typed, searchPriority: '6' })).toEqual([ADMIN_PRODUCT_MESSAGES.searchPriority]);
    expect(messagesOf({ ...typed, description: 'x'.repeat(32_000), instructions: 'x'.repeat(16_000), slug: 'a'.repeat(100) })).toEqual([]);
  });

  it('refuses a price that is not dollars and cents, and a test without the website price', () => {
    for (const price of ['12,50', '-1', '1.999', 'abc', '1e3', 100_000.01]) {
      expect(messagesOf({ ...typed, customerPrice: price })).toEqual([ADMIN_PRODUCT_MESSAGES.price]);
    }
    expect(messagesOf({ ...typed, masterPrice: '' })).toEqual([ADMIN_PRODUCT_MESSAGES.masterPriceRequired]);
  });

  it('takes only the editor types (1, 2, 8, 16), known labs, and a slug of the slug form', () => {
    expect(messagesOf({ ...typed, productType: 4 })).toEqual([ADMIN_PRODUCT_MESSAGES.productTypeRequired]);
    expect(messagesOf({ ...typed, labCodes: [16] })).toEqual([ADMIN_PRODUCT_MESSAGES.labUnknown]);
    expect(messagesOf({ ...typed, slug: 'Vitamin D' })).toEqual([ADMIN_PRODUCT_MESSAGES.slugForm]);
  });

  it('takes a panel member as a reflex (2) or a panel member (8) only', () => {
    const ids = { parentId: CATEGORY_ID, childId: '7d8f1a36-4ad5-4f0f-9c53-5d0b8a4b1a10' };
    expect(adminProductMemberAddParamsSchema.parse({ ...ids, type: '8' }).type).toBe(8);
    expect(adminProductMemberAddParamsSchema.safeParse({ ...ids, type: '1' }).success).toBe(false);
  });
});
