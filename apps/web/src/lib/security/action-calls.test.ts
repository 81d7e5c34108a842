import { describe, expect, it } from 'vitest';
import { readableFormCall, readableTextCall } from './action-calls';

const ID = '40e41540765990c2640edb72c4297ce2d6a300cbee';
const state = { status: 'idle', values: { lists: ['beurzen'] }, fieldErrors: {} };

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('a call from the browser with a text body', () => {
  it('takes a list of plain and special values', () => {
    expect(readableTextCall(JSON.stringify(['nl', state]))).toBe(true);
    expect(readableTextCall(JSON.stringify(['$$dollar', '$undefined', '$D2027-03-01T00:00:00.000Z', '$n123', '$-0', '$Infinity', '$NaN', '$K1']))).toBe(true);
    expect(readableTextCall('[]')).toBe(true);
  });

  it('refuses what does not parse, is no list, or is longer than Next takes', () => {
    expect(readableTextCall('{"')).toBe(false);
    expect(readableTextCall('a=1&b=2')).toBe(false);
    expect(readableTextCall('"x"')).toBe(false);
    expect(readableTextCall('12')).toBe(false);
    expect(readableTextCall(JSON.stringify({ 0: 'x', length: 1e9 }))).toBe(false);
    expect(readableTextCall(JSON.stringify(Array(1001).fill('x')))).toBe(false);
    expect(readableTextCall(JSON.stringify(Array(1000).fill('x')))).toBe(true);
  });

  it('refuses references to parts a text body does not have, and values React cannot make', () => {
    for (const value of ['$@1', '$Q1', '$W1', '$i1', '$1', '$1:a', '$B1', '$o1', '$T', '$h1', '$F1', '$R1', '$x1', '$Z', '$nabc', `$n${'9'.repeat(301)}`]) {
      expect(readableTextCall(JSON.stringify(['nl', { nested: [value] }])), value).toBe(false);
    }
  });

  it('refuses nesting deeper than any form state, without running out of stack', () => {
    expect(readableTextCall('['.repeat(20) + ']'.repeat(20))).toBe(true);
    expect(readableTextCall('['.repeat(100_000) + ']'.repeat(100_000))).toBe(false);
  });
});

describe('a call from the browser with a form body', () => {
  it("takes the site's forms: the arguments in part 0, the fields under the FormData's prefix", () => {
    expect(readableFormCall(form({ 0: JSON.stringify(['nl', state, '$K1']), '1_email': 'iemand@example.nl', '1_image': new Blob(['x']) }), true)).toBe(true);
  });

  it('takes references to parts that are there and decode', () => {
    const parts = { 1: '["a"]', 2: '[["k",{"v":1}]]', 3: '{"a":{"b":"c"}}' };
    expect(readableFormCall(form({ 0: JSON.stringify(['$@1', '$Q2', '$3:a:b', '$B4']), ...parts, 4: new Blob(['x']) }), true)).toBe(true);
  });

  it('refuses a missing root, a reference to a missing or broken part, a path that is not there, a Blob that is text', () => {
    expect(readableFormCall(form({ email: 'x' }), true)).toBe(false);
    expect(readableFormCall(form({ 0: '{"' }), true)).toBe(false);
    expect(readableFormCall(form({ 0: '["$@1"]' }), true)).toBe(false);
    expect(readableFormCall(form({ 0: '["$@1"]', 1: '{"' }), true)).toBe(false);
    expect(readableFormCall(form({ 0: '["$@1"]', 1: '["$2"]' }), true)).toBe(false);
    expect(readableFormCall(form({ 0: '["$1:a:c"]', 1: '{"a":{"b":1}}' }), true)).toBe(false);
    expect(readableFormCall(form({ 0: '["$B1"]', 1: 'text' }), true)).toBe(false);
  });

  it('takes parts that refer to each other in a circle', () => {
    expect(readableFormCall(form({ 0: '["$1"]', 1: '{"self":"$1","back":"$2"}', 2: '["$1"]' }), true)).toBe(true);
  });
});

describe('a form sent without JavaScript', () => {
  const bound = (meta: string, ...parts: string[]) =>
    form({ $ACTION_REF_1: '', '$ACTION_1:0': meta, ...Object.fromEntries(parts.map((part, i) => [`$ACTION_1:${i + 1}`, part])), $ACTION_KEY: 'k0', email: 'x' });

  it("takes a bound action and its bound arguments, as the site's pages render them", () => {
    expect(readableFormCall(bound(JSON.stringify({ id: ID, bound: '$@1' }), JSON.stringify(['nl', state])), false)).toBe(true);
    expect(readableFormCall(bound(JSON.stringify({ id: ID, bound: null })), false)).toBe(true);
    expect(readableFormCall(form({ [`$ACTION_ID_${ID}`]: '', email: 'x' }), false)).toBe(true);
    expect(readableFormCall(form({ email: 'x' }), false)).toBe(true);
  });

  it('refuses bound arguments that are missing, broken or no list', () => {
    expect(readableFormCall(bound(JSON.stringify({ id: ID, bound: '$@1' })), false)).toBe(false);
    expect(readableFormCall(bound(JSON.stringify({ id: ID, bound: '$@1' }), '{"'), false)).toBe(false);
    expect(readableFormCall(bound(JSON.stringify({ id: ID, bound: '$@1' }), '"x"'), false)).toBe(false);
    expect(readableFormCall(bound(JSON.stringify({ id: ID, bound: ['$T'] })), false)).toBe(false);
    expect(readableFormCall(bound(JSON.stringify({ id: ID })), false)).toBe(false);
    expect(readableFormCall(bound('{'), false)).toBe(false);
  });
});
