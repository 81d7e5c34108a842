import 'server-only';
import { z } from 'zod';
import { employmentTypes, functionAreas, jobLevels, listingStatuses, provinces, type Locale } from '@standplaats/shared';
import { memberCms } from './index';
import { visitorHeaders } from '@/lib/auth/visitor';

// A member's own vacancies and companies: never cached, always with their JWT.
const noStore = { cache: 'no-store' as const };
const text = z.string().nullable();

const vacancySchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(listingStatuses),
  rejectionReason: text,
  company: z.object({ documentId: z.string(), name: z.string() }).nullable(),
  text: z.string(),
  location: z.string(),
  province: z.enum(provinces).nullable(),
  remote: z.boolean(),
  hoursPerWeek: z.number().nullable(),
  employmentType: z.enum(employmentTypes).nullable(),
  functionArea: z.enum(functionAreas).nullable(),
  level: z.enum(jobLevels).nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  apply: z.string(),
  validThrough: text,
  createdAt: text,
});

export type OwnVacancy = z.infer<typeof vacancySchema>;
export type MemberCompany = { documentId: string; name: string };

const mineSchema = z.object({ data: z.object({ companies: z.array(z.object({ documentId: z.string(), name: z.string() })), vacancies: z.array(vacancySchema) }) });

/** GET /vacancies/mine: the companies the member belongs to and all their vacancies, any status. */
export async function listMyVacancies(): Promise<{ companies: MemberCompany[]; vacancies: OwnVacancy[] }> {
  const { data } = mineSchema.parse(await memberCms.get('/vacancies/mine', noStore));
  return { companies: data.companies.map(({ documentId, name }) => ({ documentId, name })), vacancies: data.vacancies };
}

export type VacancyBody = {
  locale: Locale;
  title: string;
  text: string;
  location: string;
  province?: string;
  remote: boolean;
  hoursPerWeek: number;
  employmentType: string;
  functionArea?: string;
  level?: string;
  salaryMin: number | null;
  salaryMax: number | null;
  apply: string;
  validThrough?: string;
};

const one = z.object({ data: vacancySchema });

/** Posts a vacancy for one of the member's companies; it waits for review. Another company's is a 403. */
export async function postVacancy(company: string, body: VacancyBody): Promise<OwnVacancy> {
  return one.parse(await memberCms.post('/vacancies/mine', { company, ...body }, { ...noStore, headers: await visitorHeaders() })).data;
}

/** Changes one of the company's vacancies; it goes back to review. */
export async function editVacancy(documentId: string, body: VacancyBody): Promise<OwnVacancy> {
  return one.parse(await memberCms.request('PUT', `/vacancies/mine/${encodeURIComponent(documentId)}`, { body, ...noStore })).data;
}

export async function fillVacancy(documentId: string): Promise<OwnVacancy> {
  return one.parse(await memberCms.post(`/vacancies/mine/${encodeURIComponent(documentId)}/filled`, {}, noStore)).data;
}

export async function withdrawVacancy(documentId: string): Promise<OwnVacancy> {
  return one.parse(await memberCms.post(`/vacancies/mine/${encodeURIComponent(documentId)}/withdraw`, {}, noStore)).data;
}
