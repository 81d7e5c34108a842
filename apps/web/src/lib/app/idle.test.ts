// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle, IDLE_FALLBACK_MS } from './idle';

const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterLoadIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    readyState('loading');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    const task = vi.fn();
    afterLoadIdle(task);
    expect(idle).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle!();
    expect(task).toHaveBeenCalledOnce();
  });

  it('is cancelled before the load event as after it', () => {
    readyState('loading');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    const task = vi.fn();
    afterLoadIdle(task)();
    window.dispatchEvent(new Event('load'));
    expect(idle).toBeUndefined();
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a 1 ms timeout without requestIdleCallback (spec section 9), and can be cancelled', () => {
    vi.useFakeTimers();
    readyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const task = vi.fn();
    afterLoadIdle(task);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    afterLoadIdle(cancelled)();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
