// A member whose session ends while their page renders: the page let them in (`requireMember`),
// then a read for them answers 401. They are sent to log in and back to that page; a call no page
// let in keeps its 401. The CMS is a server on loopback; React's per-request cache is one store for
// the test's request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: (name: string) => (name === 'standplaats_token' ? { value: 'jwt' } : undefined) }) }));
// One request's cache: every cached function keeps its first answer until the next test.
const requestCaches: Array<() => void> = [];
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache: <T,>(fn: () => T) => {
    let stored: { value: T } | undefined;
    requestCaches.push(() => (stored = undefined));
    return () => (stored ??= { value: fn() }).value;
  },
}));

/** What the CMS answers for a member's read; `/users/me` always knows the member. */
let readStatus = 200;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url?.startsWith('/api/users/me')) return response.end(JSON.stringify({ id: 7, email: 'lid@example.org', name: 'Lid', language: 'en' }));
    response.statusCode = readStatus;
    response.end(JSON.stringify(readStatus === 200 ? { data: [] } : { data: null, error: { status: readStatus, name: 'Error', message: 'no' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.CMS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => requestCaches.forEach((clear) => clear()));

/** Where a redirect thrown by next/navigation points, or the error itself. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof Error && 'digest' in error && String(error.digest).startsWith('NEXT_REDIRECT') ? String(error.digest).split(';')[2] : error),
  );

describe('a member whose session ends during their page', () => {
  it('is sent to log in and back to the page that let them in', async () => {
    const { requireMember } = await import('@/lib/auth/session');
    const { memberCms } = await import('./index');
    readStatus = 401;
    await requireMember('en', '/account');
    expect(await outcome(memberCms.get('/registrations/mine'))).toBe('/en/inloggen?redirect=%2Fen%2Faccount');
  });

  it('is left to the caller when no page let them in (a route, an action), which answers as signed out', async () => {
    const { memberCms } = await import('./index');
    const { CmsError } = await import('./errors');
    readStatus = 401;
    const error = await outcome(memberCms.get('/registrations/mine'));
    expect(error).toBeInstanceOf(CmsError);
    expect((error as InstanceType<typeof CmsError>).status).toBe(401);
  });

  it('keeps a refusal (403) and an answer as they are', async () => {
    const { requireMember } = await import('@/lib/auth/session');
    const { memberCms } = await import('./index');
    const { CmsError } = await import('./errors');
    await requireMember('en', '/account');
    readStatus = 403;
    expect(await outcome(memberCms.get('/registrations/mine'))).toBeInstanceOf(CmsError);
    readStatus = 200;
    expect(await outcome(memberCms.get('/registrations/mine'))).toBe('answered');
  });
});
