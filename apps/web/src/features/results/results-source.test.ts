import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { isNetworkFailure, resultsSource, type ResultsSourceFacts } from './results-source';

const facts = (patch: Partial<ResultsSourceFacts>): ResultsSourceFacts => ({ signedIn: true, actingForCustomer: false, online: true, answered: false, failure: null, ...patch });
const unreached = new ApiError(0, 'You are offline.', undefined);

describe('resultsSource', () => {
  test('online: the server for the signed in, the sign-in prompt otherwise', () => {
    assert.equal(resultsSource(facts({})), 'server');
    assert.equal(resultsSource(facts({ signedIn: false })), 'signed-out');
  });

  test('offline or unreached: the kept copy, signed in or not', () => {
    assert.equal(resultsSource(facts({ online: false })), 'kept');
    assert.equal(resultsSource(facts({ online: false, signedIn: false })), 'kept');
    assert.equal(resultsSource(facts({ failure: unreached })), 'kept');
  });

  test("a refusal or a server error is the server's answer, not a reason to read the kept copy", () => {
    assert.equal(resultsSource(facts({ failure: new ApiError(404, 'Not Found', undefined) })), 'server');
    assert.equal(resultsSource(facts({ failure: new ApiError(500, 'Server error', undefined) })), 'server');
    assert.equal(isNetworkFailure(new Error('boom')), false);
  });

  test("the server's answer already on screen stays when the network goes", () => {
    assert.equal(resultsSource(facts({ online: false, answered: true })), 'server');
  });

  test('an administrator acting as the customer never reads the kept copy', () => {
    assert.equal(resultsSource(facts({ online: false, actingForCustomer: true })), 'unreachable');
    assert.equal(resultsSource(facts({ failure: unreached, actingForCustomer: true })), 'unreachable');
  });
});
