import { blocksToText } from './text';

// What the member endpoints answer about a vacancy, shaped from what the document service gives.

export type VacancyRow = {
  documentId: string;
  title: string;
  slug: string;
  listingStatus?: string | null;
  rejectionReason?: string | null;
  description?: unknown;
  location?: string | null;
  province?: string | null;
  remote?: boolean | null;
  hoursPerWeek?: number | null;
  employmentType?: string | null;
  functionArea?: string | null;
  level?: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  applyUrl?: string | null;
  applyEmail?: string | null;
  validThrough?: string | Date | null;
  createdAt?: string | Date | null;
  publishedAt?: unknown;
  partner?: { documentId?: string; name?: string } | null;
};

export type VacancyView = {
  documentId: string;
  title: string;
  slug: string;
  status: string;
  rejectionReason: string | null;
  company: { documentId: string; name: string } | null;
  text: string;
  location: string;
  province: string | null;
  remote: boolean;
  hoursPerWeek: number | null;
  employmentType: string | null;
  functionArea: string | null;
  level: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  apply: string;
  validThrough: string | null;
  createdAt: string | null;
};

const date = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : null);

/** No ids of rows or people; the text as the form edits it. */
export const toView = (row: VacancyRow): VacancyView => ({
  documentId: row.documentId,
  title: row.title,
  slug: row.slug,
  status: row.listingStatus ?? 'pending',
  rejectionReason: row.listingStatus === 'rejected' ? (row.rejectionReason ?? null) : null,
  company: row.partner?.documentId ? { documentId: row.partner.documentId, name: row.partner.name ?? '' } : null,
  text: blocksToText(row.description),
  location: row.location ?? '',
  province: row.province ?? null,
  remote: Boolean(row.remote),
  hoursPerWeek: row.hoursPerWeek ?? null,
  employmentType: row.employmentType ?? null,
  functionArea: row.functionArea ?? null,
  level: row.level ?? null,
  salaryMin: row.salaryMin ?? null,
  salaryMax: row.salaryMax ?? null,
  apply: row.applyUrl ?? row.applyEmail ?? '',
  validThrough: date(row.validThrough),
  createdAt: row.createdAt ? new Date(row.createdAt).toISOString() : null,
});
