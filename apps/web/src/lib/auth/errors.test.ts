import { describe, expect, it } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { authErrorCode } from './errors';

const cmsError = (status: number, name: string, message: string) => new CmsError({ status, name, message });

describe('authErrorCode', () => {
  it.each([
    [cmsError(400, 'ValidationError', 'Invalid identifier or password'), 'wrong-password'],
    [cmsError(400, 'ValidationError', 'The provided current password is invalid'), 'wrong-password'],
    [cmsError(400, 'ApplicationError', 'Your account email is not confirmed'), 'email-not-confirmed'],
    [cmsError(400, 'ApplicationError', 'Your account has been blocked by an administrator'), 'user-disabled'],
    [cmsError(400, 'ApplicationError', 'Email already taken'), 'email-already-in-use'],
    [cmsError(400, 'ValidationError', 'Incorrect code provided'), 'expired-action-code'],
    [cmsError(400, 'InvalidTokenError', 'This link is not valid or has expired'), 'expired-action-code'],
    [cmsError(400, 'InvitationUnusableError', 'This invitation is used'), 'expired-action-code'],
    [cmsError(429, 'RateLimitError', 'Too many failed log-ins; try again later'), 'too-many-requests'],
    [cmsError(401, 'UnauthorizedError', 'Missing or invalid credentials'), 'requires-recent-login'],
    [cmsError(403, 'ForbiddenError', 'Only an admin of the company may invite colleagues'), 'not-allowed'],
    [cmsError(400, 'ValidationError', 'email must be a valid email'), 'invalid-email'],
    [cmsError(400, 'ValidationError', 'Password validation failed.'), 'weak-password'],
    [cmsError(500, 'UnknownError', 'Content service unreachable: TypeError: fetch failed'), 'network-request-failed'],
  ])('maps %s to %s', (error, code) => {
    expect(authErrorCode(error)).toBe(code);
  });

  it('calls anything else unknown', () => {
    expect(authErrorCode(new Error('boom'))).toBe('unknown');
    expect(authErrorCode(cmsError(500, 'InternalServerError', 'Internal Server Error'))).toBe('unknown');
  });
});
