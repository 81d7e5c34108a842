import { describe, expect, it } from 'vitest';
import { createThrottle, stepZoom, swipeDirection } from './lightbox-settings';

const bounds = { min: 0.1, max: 3 };

describe('stepZoom', () => {
  it('adds and subtracts 0.12 per step', () => {
    expect(stepZoom(1, 1, bounds)).toBe(1.12);
    expect(stepZoom(1, -1, bounds)).toBe(0.88);
  });

  it('returns to exactly 1 after steps out and back in', () => {
    let zoom = 1;
    for (let i = 0; i < 7; i += 1) zoom = stepZoom(zoom, 1, bounds);
    for (let i = 0; i < 7; i += 1) zoom = stepZoom(zoom, -1, bounds);
    expect(zoom).toBe(1);
  });

  it('stops at the fitted size (1) when a step crosses it', () => {
    expect(stepZoom(0.94, 1, bounds)).toBe(1);
    expect(stepZoom(1.06, -1, bounds)).toBe(1);
    expect(stepZoom(1, -1, bounds)).toBe(0.88);
  });

  it('stops at the maximum and the minimum', () => {
    expect(stepZoom(2.95, 1, bounds)).toBe(3);
    expect(stepZoom(3, 1, bounds)).toBe(3);
    expect(stepZoom(0.15, -1, bounds)).toBe(0.1);
  });

  it('respects a smaller maximum for a small image', () => {
    expect(stepZoom(1.1, 1, { min: 0.1, max: 1.2 })).toBe(1.2);
  });
});

describe('swipeDirection', () => {
  it('goes to the next slide on a drag left beyond 50 px', () => {
    expect(swipeDirection(-51, 4)).toBe(1);
  });

  it('goes to the previous slide on a drag right beyond 50 px', () => {
    expect(swipeDirection(80, -10)).toBe(-1);
  });

  it.each([
    [50, 0],
    [-50, 0],
    [-20, 0],
    [-60, 70],
  ])('ignores a drag of (%i, %i)', (dx, dy) => {
    expect(swipeDirection(dx, dy)).toBe(0);
  });
});

describe('createThrottle', () => {
  it('lets one call through per 80 ms', () => {
    let time = 0;
    const pass = createThrottle(80, () => time);
    const passed = [0, 20, 79, 80, 100, 170].map((at) => {
      time = at;
      return pass();
    });
    expect(passed).toEqual([true, false, false, true, false, true]);
  });
});
