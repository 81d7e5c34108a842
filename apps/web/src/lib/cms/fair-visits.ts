import { z } from 'zod';
import { MAX_FAVOURITES, STAND_LABEL } from '@standplaats/shared';
import { memberCms } from './index';

/** What the browser sends: its list of a fair's favourites, added to the account's (signing in) or replacing it. */
export const favouritesBody = z.strictObject({ stands: z.array(z.string().regex(STAND_LABEL)).max(MAX_FAVOURITES), merge: z.boolean().optional() });

const answer = z.object({ data: z.object({ event: z.string(), stands: z.array(z.string()) }) });
const noStore = { cache: 'no-store' } as const;
const pathOf = (event: string) => `/fair-visits/${encodeURIComponent(event)}`;

/** The signed-in member's favourite stands at a fair, kept with the account. */
export async function memberFavourites(event: string): Promise<string[]> {
  return answer.parse(await memberCms.get(pathOf(event), noStore)).data.stands;
}

/** Keeps the member's favourites at a fair (merged into the kept list, or replacing it); the list as kept now. */
export async function saveMemberFavourites(event: string, body: z.infer<typeof favouritesBody>): Promise<string[]> {
  return answer.parse(await memberCms.request('PUT', pathOf(event), { ...noStore, body })).data.stands;
}
