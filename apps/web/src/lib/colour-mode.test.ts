import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_STORAGE_KEY, colourModes, forcedColourMode } from './colour-mode';

describe('colour mode', () => {
  it('stores the preference under colour-mode', () => {
    expect(COLOUR_MODE_STORAGE_KEY).toBe('colour-mode');
  });

  it('offers light, dark and system', () => {
    expect([...colourModes]).toEqual(['light', 'dark', 'system']);
  });
});

describe('forcedColourMode', () => {
  it('forces light on /expovisie', () => {
    expect(forcedColourMode('/expovisie')).toBe('light');
  });

  it('forces dark on /conferencematters', () => {
    expect(forcedColourMode('/conferencematters')).toBe('dark');
  });

  it('ignores trailing slashes', () => {
    expect(forcedColourMode('/expovisie/')).toBe('light');
    expect(forcedColourMode('/conferencematters//')).toBe('dark');
  });

  it.each(['/', '', '/nieuws', '/expovisie/nummer-1', '/Expovisie', '/en/expovisie', '/expovisie-extra'])(
    'forces nothing on %j',
    (path) => {
      expect(forcedColourMode(path)).toBeUndefined();
    },
  );
});
