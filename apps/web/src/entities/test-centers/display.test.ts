import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatMiles, fullAddress, mapsLink, telLink } from './display';

const center = { address: '9254 Lake Shore Dr, Unit 4', city: 'Indianapolis', state: 'IN', zip: '46247' };

test('a center is addressed on one line, and its map link searches that address', () => {
  assert.equal(fullAddress(center), '9254 Lake Shore Dr, Unit 4, Indianapolis, IN 46247');
  assert.equal(mapsLink(center), 'https://www.google.com/maps/search/?api=1&query=9254%20Lake%20Shore%20Dr%2C%20Unit%204%2C%20Indianapolis%2C%20IN%2046247');
});

test('phone links keep digits only; miles to one decimal in the site language', () => {
  assert.equal(telLink('(317) 555-0154'), 'tel:3175550154');
  assert.equal(formatMiles(1.2, 'en'), '1.2');
  // US Spanish writes decimals with a point, as its dollars do.
  assert.equal(formatMiles(1.2, 'es'), '1.2');
  assert.equal(formatMiles(1234.56, 'es'), '1,234.6');
  assert.equal(formatMiles(46, 'en'), '46');
});
