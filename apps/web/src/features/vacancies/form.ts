import { formLimits } from '@standplaats/shared';
import { length, type FormRules } from '@/components/forms/types';

// The vacancy form's fields, checked in the browser and again by its server action; the CMS
// checks the same (apps/cms/src/api/vacancy/validation/vacancy.ts). No < or > in any text: the
// text is plain, never HTML.
const PLAIN = 'matches:/^[^<>]*$/';
const limits = formLimits.vacancy;

export const vacancyForm = {
  company: { rules: 'required' },
  title: { rules: `required|${length(limits.title)}|${PLAIN}` },
  text: { rules: `required|${length(limits.text)}|${PLAIN}` },
  location: { rules: `required|${length(limits.location)}|${PLAIN}` },
  province: { rules: '' },
  remote: { rules: '', kind: 'checkbox' },
  hoursPerWeek: { rules: 'required|number|between:1,60' },
  employmentType: { rules: 'required' },
  functionArea: { rules: 'required' },
  level: { rules: '' },
  salaryMin: { rules: 'number|min:0' },
  salaryMax: { rules: 'number|min:0|min_node:salaryMin' },
  apply: { rules: String.raw`required|${length(limits.apply)}|matches:/^(https?:\/\/[^\s<>]+\.[^\s<>]+|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/` },
  validThrough: { rules: 'required' },
} satisfies FormRules;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL = /^https?:\/\/[^\s]+\.[^\s]+$/i;

/** Whether "how to apply" is a web address or an e-mail address. */
export const isApplyTarget = (value: string) => EMAIL.test(value.trim()) || URL.test(value.trim());

/** YYYY-MM-DD of a day `days` after `now`, in the Netherlands. */
export const dutchDay = (now: Date, days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(now.getTime() + days * 86_400_000));
