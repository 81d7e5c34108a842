import { describe, expect, it } from 'vitest';
import { validateForm } from '@/components/forms/validate-form';
import { withLabels } from '@/components/forms/types';
import { isApplyTarget, vacancyForm } from './form';

const spec = withLabels(vacancyForm, {});
const valid = {
  company: 'abc',
  title: 'Monteur standbouw',
  text: 'Je bouwt standen op beurzen.\n\n- Rijbewijs B\n- Ervaring met hout',
  location: 'Utrecht',
  province: '',
  remote: false,
  hoursPerWeek: '40',
  employmentType: 'vast',
  functionArea: 'standbouw',
  level: '',
  salaryMin: '',
  salaryMax: '',
  apply: 'https://example.nl/solliciteren',
  validThrough: '2026-12-01',
};

describe('the vacancy form’s rules', () => {
  it('pass a complete vacancy, with a web address or an e-mail address to apply', async () => {
    expect(await validateForm(valid, spec, 'nl')).toEqual({});
    expect(await validateForm({ ...valid, apply: 'vacatures@example.nl' }, spec, 'nl')).toEqual({});
  });

  it('refuse HTML, hours out of range and an apply line that is neither address', async () => {
    const errors = await validateForm({ ...valid, text: 'Kom werken bij ons <script>alert(1)</script> echt waar.', hoursPerWeek: '61', apply: 'bel ons' }, spec, 'nl');
    expect(Object.keys(errors).sort()).toEqual(['apply', 'hoursPerWeek', 'text']);
  });

  it('tell web and e-mail addresses from other text', () => {
    expect(isApplyTarget('https://example.nl/x')).toBe(true);
    expect(isApplyTarget('jobs@example.nl')).toBe(true);
    expect(isApplyTarget('javascript:alert(1)')).toBe(false);
  });
});
