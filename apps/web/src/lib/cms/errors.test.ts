import { describe, expect, it } from 'vitest';
import { CmsError, normaliseCmsError } from './errors';

const UNKNOWN = { status: 500, name: 'UnknownError', message: 'Unknown error' };

describe('normaliseCmsError', () => {
  describe('v4 / Strapi 5 shape { error: { status, name, message, details } }', () => {
    it('takes status, name, message and details from the error object', () => {
      const body = {
        data: null,
        error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { reason: 'role' } },
      };
      expect(normaliseCmsError(body)).toEqual({
        status: 403,
        name: 'ForbiddenError',
        message: 'Forbidden',
        details: { reason: 'role' },
      });
    });

    it('uses the name as the message when the message is missing', () => {
      expect(normaliseCmsError({ error: { status: 404, name: 'NotFoundError', details: {} } })).toEqual({
        status: 404,
        name: 'NotFoundError',
        message: 'NotFoundError',
        details: {},
      });
    });

    it('uses the name as the message when the message is not a string', () => {
      expect(normaliseCmsError({ error: { status: 400, name: 'ValidationError', message: 42 } }).message).toBe(
        'ValidationError',
      );
    });

    it('defaults missing details to an empty object', () => {
      expect(normaliseCmsError({ error: { status: 401, name: 'UnauthorizedError', message: 'Missing' } })).toEqual({
        status: 401,
        name: 'UnauthorizedError',
        message: 'Missing',
        details: {},
      });
    });

    it('defaults null details to an empty object', () => {
      expect(
        normaliseCmsError({ error: { status: 401, name: 'UnauthorizedError', message: 'x', details: null } }).details,
      ).toEqual({});
    });

    it('keeps falsy but present details (e.g. an empty array)', () => {
      expect(normaliseCmsError({ error: { status: 400, name: 'E', message: 'm', details: [] } }).details).toEqual([]);
    });

    it('falls to UnknownError when status is not a number', () => {
      expect(normaliseCmsError({ error: { status: '403', name: 'ForbiddenError', message: 'Forbidden' } })).toEqual(
        UNKNOWN,
      );
    });

    it('falls to UnknownError when the name is missing', () => {
      expect(normaliseCmsError({ error: { status: 403, message: 'Forbidden' } })).toEqual(UNKNOWN);
    });

    it('falls to UnknownError when error is an array rather than an object', () => {
      expect(normaliseCmsError({ error: [403, 'ForbiddenError'] })).toEqual(UNKNOWN);
    });
  });

  describe('v3 shape { statusCode, error, message }', () => {
    it('maps statusCode to status and error to name', () => {
      expect(normaliseCmsError({ statusCode: 400, error: 'Bad Request', message: 'Invalid' })).toEqual({
        status: 400,
        name: 'Bad Request',
        message: 'Invalid',
        details: {},
      });
    });

    it('uses the error text as the message when the message is not a string', () => {
      const body = { statusCode: 400, error: 'Bad Request', message: [{ messages: [{ id: 'x' }] }] };
      expect(normaliseCmsError(body)).toMatchObject({ status: 400, name: 'Bad Request', message: 'Bad Request' });
    });

    it('takes details from data when present', () => {
      expect(
        normaliseCmsError({ statusCode: 400, error: 'Bad Request', message: 'Invalid', data: [{ field: 'email' }] })
          .details,
      ).toEqual([{ field: 'email' }]);
    });

    it('falls to UnknownError when statusCode is not a number', () => {
      expect(normaliseCmsError({ statusCode: '400', error: 'Bad Request', message: 'Invalid' })).toEqual(UNKNOWN);
    });

    it('falls to UnknownError when error is missing', () => {
      expect(normaliseCmsError({ statusCode: 400, message: 'Invalid' })).toEqual(UNKNOWN);
    });
  });

  describe('anything else becomes a 500 UnknownError', () => {
    it.each([
      ['undefined', undefined],
      ['null', null],
      ['a string', 'Internal Server Error'],
      ['a number', 502],
      ['an array', [{ error: { status: 403, name: 'ForbiddenError' } }]],
      ['an empty object', {}],
      ['an object missing fields', { message: 'Oops' }],
      ['an object with a string error only', { error: 'Bad Gateway' }],
    ])('%s', (_label, body) => {
      expect(normaliseCmsError(body)).toEqual(UNKNOWN);
    });
  });
});

describe('CmsError', () => {
  it('is an Error carrying status, name, message and details', () => {
    const error = new CmsError({ status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { a: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(CmsError);
    expect(error.status).toBe(403);
    expect(error.name).toBe('ForbiddenError');
    expect(error.message).toBe('Forbidden');
    expect(error.details).toEqual({ a: 1 });
  });

  it('leaves details undefined when not given', () => {
    const error = new CmsError({ status: 500, name: 'UnknownError', message: 'Unknown error' });
    expect(error.details).toBeUndefined();
    expect(String(error)).toBe('UnknownError: Unknown error');
  });
});
