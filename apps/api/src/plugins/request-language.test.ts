import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

describe('the request language', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    app.get('/api/test/language', async (request) => ({ language: request.language }));
  });
  afterAll(() => app.close());

  test('is read from Accept-Language, English by default', async () => {
    const spanish = await app.inject({ method: 'GET', url: '/api/test/language', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(spanish.json()).toEqual({ language: 'es' });
    expect(spanish.headers['content-language']).toBe('es');
    const unnamed = await app.inject({ method: 'GET', url: '/api/test/language' });
    expect(unnamed.json()).toEqual({ language: 'en' });
    expect(unnamed.headers['content-language']).toBe('en');
  });

  test('every API answer, refusals too, varies by Accept-Language without losing another Vary', async () => {
    const refusal = await app.inject({ method: 'GET', url: '/api/payment/card/list', headers: { 'accept-encoding': 'br' } });
    expect(refusal.statusCode).toBe(401);
    expect(String(refusal.headers.vary)).toMatch(/Accept-Language/);
    const read = await app.inject({ method: 'GET', url: '/api/state/list', headers: { 'accept-encoding': 'br' } });
    expect(String(read.headers.vary).split(/,\s*/)).toContain('Accept-Language');
  });
});
