import { describe, expect, it } from 'vitest';
import { toRedirect } from './redirect-target';

describe('toRedirect', () => {
  it('keeps same-site paths internal with the status of the type', () => {
    expect(toRedirect('/kalender', 'permanent')).toEqual({ to: '/kalender', status: 301, external: false });
    expect(toRedirect('/kalender/beursagenda?maand=2027-03', 'temporary')).toEqual({
      to: '/kalender/beursagenda?maand=2027-03',
      status: 302,
      external: false,
    });
  });

  it('sends http and https URLs out as external redirects', () => {
    expect(toRedirect('https://www.expovisie.nl/', 'permanent')).toEqual({ to: 'https://www.expovisie.nl/', status: 301, external: true });
    expect(toRedirect('http://partners.example.com/login', 'temporary')?.external).toBe(true);
  });

  it('refuses every other target', () => {
    for (const target of ['javascript:alert(1)', 'data:text/html,x', '//elders.example/pad', '/\\elders.example', 'kalender', 'ftp://x.example/', '']) {
      expect(toRedirect(target, 'permanent'), target).toBeNull();
    }
  });
});
