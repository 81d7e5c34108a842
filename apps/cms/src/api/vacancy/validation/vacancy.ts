import { validateZodSchema, z } from '@strapi/utils';
import { employmentTypes, formLimits, functionAreas, jobLevels, locales, provinces } from '@standplaats/shared';
import { line, locale } from '../../../site/form-fields';

// The rules of packages/validation's vacancy form, again on the CMS side: what a member may post.


const HTML = /[<>]/;
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, { error: `Choose a ${label}` }).optional());
const money = z.number({ error: 'Enter an amount' }).int({ error: 'Enter a whole amount' }).min(0).max(1_000_000).nullable().optional();

const fields = {
  locale,
  title: line('Title', formLimits.vacancy.title),
  text: line('Text', formLimits.vacancy.text).refine((value) => !HTML.test(value), {
    error: 'Text is plain text without HTML or < >: a blank line starts a paragraph, a line starting with "- " a list item',
  }),
  location: line('Location', formLimits.vacancy.location),
  province: optionalEnum(provinces, 'province'),
  remote: z.boolean().default(false),
  hoursPerWeek: z.number({ error: 'Enter the hours a week' }).int().min(1, { error: 'At least 1 hour' }).max(60, { error: 'At most 60 hours' }),
  employmentType: z.enum(employmentTypes, { error: 'Choose an employment type' }),
  functionArea: optionalEnum(functionAreas, 'function area'),
  level: optionalEnum(jobLevels, 'level'),
  salaryMin: money,
  salaryMax: money,
  apply: z
    .string({ error: 'Say how to apply' })
    .trim()
    .min(1, { error: 'Say how to apply' })
    .max(formLimits.vacancy.apply.max)
    .refine((value) => z.email().safeParse(value).success || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), { error: 'Enter a web address or an e-mail address' }),
  validThrough: z.iso.date({ error: 'Enter a date' }).optional(),
};

const salaryInOrder = (body: { salaryMin?: number | null; salaryMax?: number | null }) =>
  body.salaryMin == null || body.salaryMax == null || body.salaryMin <= body.salaryMax;
const salaryIssue = { error: 'The lowest salary is at most the highest', path: ['salaryMax'] };

/** POST /vacancies/mine: a new vacancy for one of the member's companies. */
export const postBody = z.strictObject({ company: z.string().regex(/^[a-z0-9]{1,64}$/, { error: 'Choose a company' }), ...fields }).refine(salaryInOrder, salaryIssue);
/** PUT /vacancies/mine/:documentId: the same fields, the company stays. */
export const editBody = z.strictObject(fields).refine(salaryInOrder, salaryIssue);

export type PostBody = z.infer<typeof postBody>;
export type EditBody = z.infer<typeof editBody>;

export const validateDocumentId = (value: unknown) => validateZodSchema(z.string().regex(/^[a-z0-9]{1,64}$/, 'Not a vacancy'))(value);
export const validateSlug = (value: unknown) => validateZodSchema(z.string().regex(/^[a-z0-9-]{1,200}$/, 'Not a vacancy'))(value);
export const validateLocale = (value: unknown) => validateZodSchema(z.enum(locales).default('nl'))(value);
