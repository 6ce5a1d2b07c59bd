import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as account from '@/app/api/seller/account/route';
import * as drafts from '@/app/api/seller/drafts/route';
import * as step from '@/app/api/seller/drafts/[id]/[step]/route';
import * as publish from '@/app/api/seller/drafts/[id]/publish/route';
import { db } from '@/lib/db/client';
import { counties } from '@/lib/db/schema';
import { apiRequest, newUserSession } from './user-session';

// The seller workspace as a seller's browser uses it, for the tests of its routes: becoming a seller,
// starting a draft and filling it in to publish.

/** The route context Next passes a handler: its params, as strings. */
export const params = (values: Record<string, string | number> = {}) => ({ params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))) });
export const call = (cookie: string, path: string, method = 'GET', body?: unknown) => apiRequest('land', path, { method, cookie, body });

export async function countyNamed(stateId: number, slug: string) {
  const [row] = await db().select({ id: counties.id, latitude: counties.latitude, longitude: counties.longitude, name: counties.name })
    .from(counties).where(and(eq(counties.stateId, stateId), eq(counties.slug, slug))).limit(1);
  if (!row) throw new Error(`no county ${slug}`);
  return row;
}

/** A new user who became a seller through `POST /api/seller/account`: their Cookie header, user id and seller account id. */
export async function newSeller(memberType = 'Broker'): Promise<{ cookie: string; userId: number; accountId: number }> {
  const { cookie, userId } = await newUserSession();
  const response = await account.POST(call(cookie, '/api/seller/account', 'POST', { memberType }), params());
  expect(response.status).toBe(201);
  return { cookie, userId, accountId: (await response.json()).data.accountId };
}

export async function newDraft(cookie: string): Promise<number> {
  const response = await drafts.POST(call(cookie, '/api/seller/drafts', 'POST'), params());
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

export const saveStep = (cookie: string, id: number, name: string, values: unknown) =>
  step.PUT(call(cookie, `/api/seller/drafts/${id}/${name}`, 'PUT', values), params({ id, step: name }));

/** A draft filled in to publish, in Llano County, Texas, pinned at the county's centre. */
export async function completeDraft(cookie: string, overrides: { pin?: { latitude: number; longitude: number } } = {}): Promise<number> {
  const llano = await countyNamed(48, 'llano-county');
  const id = await newDraft(cookie);
  const pin = overrides.pin ?? { latitude: llano.latitude, longitude: llano.longitude };
  expect((await saveStep(cookie, id, 'place', { stateId: 48, countyId: llano.id, ...pin })).status).toBe(200);
  expect((await saveStep(cookie, id, 'price', { asking: 'price', price: '450,000', acres: 120, propertyTypes: ['RANCH', 'HUNTING'] })).status).toBe(200);
  expect((await saveStep(cookie, id, 'features', { activities: ['hunting', 'fishing'], ownerFinancing: true, ownerFinancingTerms: '10% down, 7% over 15 years' })).status).toBe(200);
  expect((await saveStep(cookie, id, 'description', { title: 'Llano River hunting ranch', description: 'Rolling Hill Country ranch with live oaks, a seasonal creek, deer and turkey, and a good county road frontage.' })).status).toBe(200);
  return id;
}

/** A listing published from a whole draft (completeDraft): its id. */
export async function published(cookie: string): Promise<number> {
  const id = await completeDraft(cookie);
  const response = await publish.POST(call(cookie, `/api/seller/drafts/${id}/publish`, 'POST'), params({ id }));
  expect(response.status).toBe(201);
  return (await response.json()).data.listingId;
}
