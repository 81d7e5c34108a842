import { describe, expect, it } from 'vitest';
import { deviceClass } from './device';

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', 'tablet'],
  ])('%s is %s', (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });

  it('believes the mobile client hint', () => {
    expect(deviceClass('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', '?1')).toBe('mobile');
  });
});
