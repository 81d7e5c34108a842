import { describe, expect, it } from 'vitest';
import { phone } from './form-fields';

describe('phone', () => {
  it('takes a number written the ways people write one, and nothing', () => {
    for (const number of ['+31 6 1234 5678', '(030) 123-4567', '0475.12.34.56', '', '  020 123 4567  ']) expect(phone.safeParse(number).success, number).toBe(true);
  });

  it('refuses words, a + inside the number, too few or too many characters', () => {
    for (const number of ['bel me', '06+12345678', '12345', '0'.repeat(31)]) expect(phone.safeParse(number).success, number).toBe(false);
  });
});
