import { CmsError } from '@/lib/cms/errors';

/**
 * What went wrong with an identity call, as the spec's client codes (section 8), plus the few the
 * identity service here adds. The texts live in messages under `auth.errors`.
 */
export const authErrorCodes = [
  'invalid-email',
  'wrong-password',
  'invalid-credential',
  'email-already-in-use',
  'user-not-found',
  'too-many-requests',
  'expired-action-code',
  'requires-recent-login',
  'network-request-failed',
  'email-not-confirmed',
  'user-disabled',
  'weak-password',
  'already-member',
  'not-allowed',
  'unknown',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export const isAuthErrorCode = (value: unknown): value is AuthErrorCode => authErrorCodes.includes(value as AuthErrorCode);

// Strapi's users-permissions messages and the site's own endpoints' (apps/cms), by what they mean.
const BY_MESSAGE: Record<string, AuthErrorCode> = {
  'Invalid identifier or password': 'wrong-password',
  'The provided current password is invalid': 'wrong-password',
  'Your account email is not confirmed': 'email-not-confirmed',
  'Your account has been blocked by an administrator': 'user-disabled',
  'User blocked': 'user-disabled',
  'Email or Username are already taken': 'email-already-in-use',
  'Email already taken': 'email-already-in-use',
  'Incorrect code provided': 'expired-action-code',
  'Invalid token': 'expired-action-code',
  'Already confirmed': 'expired-action-code',
  'Password validation failed.': 'weak-password',
  'Your new password must be different than your current password': 'weak-password',
  'Already a member of this company': 'already-member',
  'This provider is disabled': 'invalid-credential',
};

const BY_NAME: Record<string, AuthErrorCode> = {
  RateLimitError: 'too-many-requests',
  InvalidTokenError: 'expired-action-code',
  InvitationUnusableError: 'expired-action-code',
  UnauthorizedError: 'requires-recent-login',
  ForbiddenError: 'not-allowed',
  NotFoundError: 'user-not-found',
};

/** The code of an error from an identity call; anything unrecognised is `unknown`. */
export function authErrorCode(error: unknown): AuthErrorCode {
  if (!(error instanceof CmsError)) return 'unknown';
  if (error.name === 'UnknownError' && error.message.startsWith('Content service unreachable')) return 'network-request-failed';
  if (error.status === 429) return 'too-many-requests';
  const byMessage = BY_MESSAGE[error.message];
  if (byMessage) return byMessage;
  // An expired or revoked JWT: the member has to log in again before this can be done.
  if (error.status === 401) return 'requires-recent-login';
  const byName = BY_NAME[error.name];
  if (byName) return byName;
  if (error.name === 'ValidationError' && /email/i.test(error.message)) return 'invalid-email';
  if (error.name === 'ValidationError' && /password/i.test(error.message)) return 'weak-password';
  return 'unknown';
}
