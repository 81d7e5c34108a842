/** A failed call to the content service, normalised from whichever error shape it answered with. */
export class CmsError extends Error {
  readonly status: number;
  readonly details: unknown;
  /** Seconds the CMS asked to wait before the next try (its Retry-After), when it said. */
  readonly retryAfter: number | undefined;

  constructor({ status, name, message, details, retryAfter }: CmsErrorBody & { retryAfter?: number }) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

/** A Retry-After header's seconds; the HTTP-date form, which the CMS never sends, is left out. */
export function retryAfterSeconds(header: string | null): number | undefined {
  return header && /^\d{1,9}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

export type CmsErrorBody = { status: number; name: string; message: string; details?: unknown };

const UNKNOWN: CmsErrorBody = { status: 500, name: 'UnknownError', message: 'Unknown error' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The three shapes of spec section 3: v4 (and Strapi 5) `{error: {status, name, message,
 * details}}`, v3 `{error, message, statusCode}`, and anything else, which becomes a 500
 * `UnknownError`.
 */
export function normaliseCmsError(body: unknown): CmsErrorBody {
  if (!isRecord(body)) return UNKNOWN;

  const v4 = isRecord(body.error) ? body.error : undefined;
  if (v4 && typeof v4.status === 'number' && typeof v4.name === 'string') {
    return {
      status: v4.status,
      name: v4.name,
      message: typeof v4.message === 'string' ? v4.message : v4.name,
      details: v4.details ?? {},
    };
  }

  if (typeof body.statusCode === 'number' && typeof body.error === 'string') {
    return {
      status: body.statusCode,
      name: body.error,
      message: typeof body.message === 'string' ? body.message : body.error,
      details: body.data ?? {},
    };
  }

  return UNKNOWN;
}
