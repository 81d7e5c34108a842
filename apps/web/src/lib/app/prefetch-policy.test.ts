import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './prefetch-policy';

describe('mayPrefetch', () => {
  it('prefetches on ordinary connections and where the browser does not say', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(true);
  });

  it('does not prefetch on slow-2g or with Save-Data', () => {
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
