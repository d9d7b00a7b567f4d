import assert from 'node:assert/strict';
import type { TestCenter } from '@labstore/domain';
import { test } from 'vitest';
import { markerPlacements, SHARED_POINT_SPACING } from './marker-placement';

const center = (id: string, latitude: number, longtitude: number): TestCenter => ({
  id,
  name: `Center ${id}`,
  address: '1 Main St',
  city: 'Indianapolis',
  state: 'IN',
  zip: '46204',
  distance: 1,
  phone: '(317) 555-0100',
  workingHours: '',
  latitude,
  longtitude,
});

test('numbered as the list; a center alone at its point stands on it', () => {
  const placements = markerPlacements([center('a', 39.7795, -86.1328), center('b', 39.789, -86.2136)]);
  assert.deepEqual(
    placements.map(({ center: { id }, rank, offsetX }) => [id, rank, offsetX]),
    [
      ['a', 1, 0],
      ['b', 2, 0],
    ],
  );
});

test('centers at one point stand side by side about it, in the list order, wherever they come in the list', () => {
  const placements = markerPlacements([
    center('a', 39.7795, -86.1328),
    center('b', 39.789, -86.2136),
    // The same point to a metre (floating point noise in the data) counts as the same.
    center('c', 39.779500001, -86.1328),
    center('d', 39.7795, -86.1328),
  ]);
  assert.deepEqual(
    placements.map(({ rank, offsetX }) => [rank, offsetX]),
    [
      [1, -SHARED_POINT_SPACING],
      [2, 0],
      [3, 0],
      [4, SHARED_POINT_SPACING],
    ],
  );
  assert.deepEqual(markerPlacements([center('a', 1, 2), center('b', 1, 2)]).map(({ offsetX }) => offsetX), [-SHARED_POINT_SPACING / 2, SHARED_POINT_SPACING / 2]);
});
