import type { DeviceClass } from '@standplaats/shared';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|Opera Mini|BlackBerry/i;

/**
 * The device class of a user agent, the only thing the site keeps of it (the user agent itself is
 * never forwarded or stored). `Sec-CH-UA-Mobile: ?1` settles it when the browser sends it.
 */
export function deviceClass(userAgent: string, mobileHint?: string | null): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (mobileHint === '?1' || MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
