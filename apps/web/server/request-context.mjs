// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { REQUEST_CONTEXT } from './names.mjs';

/**
 * What the server and the site's code know of one request.
 * @typedef {object} RequestContext
 * @property {string} nonce The nonce its scripts run by (script-nonce.mjs).
 * @property {number} [status] The status a page or form set instead of its success (src/lib/errors/response-status.ts).
 * @property {number} [retryAfter] Seconds to wait, with that status.
 */

const slot = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (/** @type {unknown} */ (globalThis));

/** The context of every request, by REQUEST_CONTEXT: one store for the server and every copy of the site's modules. */
export const requestContext = (slot[REQUEST_CONTEXT] ??= new AsyncLocalStorage());

/** @returns {RequestContext} */
export const newRequestContext = () => ({ nonce: randomBytes(16).toString('base64') });
