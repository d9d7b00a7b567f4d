import assert from 'node:assert/strict';
import { test } from 'vitest';
import { unitText } from './unit-text';

test('UCUM codes as people write them', () => {
  assert.deepEqual(
    ['mg/dL', '10*3/uL', 'u[IU]/mL', 'm[IU]/L', 'mL/min/{1.73_m2}', 'ug/dL', 'U/L', '%', '', 'umol/L', 'fL'].map(unitText),
    ['mg/dL', '10³/µL', 'µIU/mL', 'mIU/L', 'mL/min/1.73 m2', 'µg/dL', 'U/L', '%', '', 'µmol/L', 'fL'],
  );
});
