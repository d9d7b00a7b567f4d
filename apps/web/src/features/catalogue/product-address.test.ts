import assert from 'node:assert/strict';
import { test } from 'vitest';
import { isGuid, productJsonLd, slugAddressFor } from './product-address';

const product = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', slug: 'lipid-panel' };

test('a GUID address moves to the slug', () => {
  assert.equal(slugAddressFor(product.id, product), 'lipid-panel');
  assert.equal(slugAddressFor(product.id.toUpperCase(), product), 'lipid-panel');
});

test('a slug address stays', () => {
  assert.equal(slugAddressFor('lipid-panel', product), null);
  assert.equal(slugAddressFor('Lipid-Panel', product), null);
  assert.equal(isGuid('lipid-panel'), false);
});

test('JSON-LD names the offer in USD and escapes markup', () => {
  const json = productJsonLd({
    name: 'Lipid </script> Panel',
    slug: 'lipid-panel',
    masterPrice: 19.9,
    available: false,
    imageUrl: null,
    description: null,
    url: 'https://example.test/product/lipid-panel',
  });
  assert.ok(!json.includes('</script>'));
  const data = JSON.parse(json) as { sku: string; offers: { price: string; priceCurrency: string; availability: string } };
  assert.equal(data.sku, 'lipid-panel');
  assert.deepEqual(
    [data.offers.price, data.offers.priceCurrency, data.offers.availability],
    ['19.90', 'USD', 'https://schema.org/Discontinued'],
  );
});
