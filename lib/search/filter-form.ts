import { searchCriteriaSchema, type SearchCriteria } from './criteria';

// The filter bar and more-filters panel are one HTML form; this turns its fields into criteria.
// Field names are the criteria's; empty inputs mean "no filter".

const numberFields = ['priceMin', 'priceMax', 'acresMin', 'acresMax', 'bedMin', 'bathMin', 'sqftMin', 'dateListed', 'priceChangeLookback', 'radius'] as const;
const listFields = ['propertyTypes', 'activityTypes', 'transactionTypes', 'marketStatuses'] as const;
const flagFields = ['hasVideo', 'hasVirtualTour', 'hasCustomMap', 'mineralRights', 'ownerFinancing'] as const;

export type FilterFormResult = { ok: true; criteria: SearchCriteria } | { ok: false; errors: Record<string, string> };

export function criteriaFromForm(base: SearchCriteria, form: FormData): FilterFormResult {
  const input: Record<string, unknown> = { ...base, pageIndex: 0 };
  for (const name of numberFields) {
    const raw = String(form.get(name) ?? '').replace(/[$,\s]/g, '');
    input[name] = raw === '' ? undefined : Number(raw);
  }
  for (const name of listFields) {
    if (!form.has(`${name}:present`)) continue;
    const values = form.getAll(name).map(String).filter((v) => v !== '');
    input[name] = name === 'activityTypes' ? values : values.map(Number);
  }
  if (Array.isArray(input.marketStatuses) && input.marketStatuses.length === 0) delete input.marketStatuses;
  for (const name of flagFields) if (form.has(`${name}:present`)) input[name] = form.get(name) === 'on' ? true : undefined;
  if (form.has('hasHouse')) {
    const house = form.get('hasHouse');
    input.hasHouse = house === 'yes' ? true : house === 'no' ? false : undefined;
  }
  if (form.has('keywordQuery')) input.keywordQuery = String(form.get('keywordQuery')).trim() || undefined;
  if (form.has('priceChangeType')) input.priceChangeType = form.get('priceChangeType');
  if (input.radius !== undefined && base.latitude === undefined) delete input.radius;
  const parsed = searchCriteriaSchema.safeParse(input);
  if (parsed.success) return { ok: true, criteria: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.code === 'invalid_type' ? 'Please enter a number.' : issue.message;
  }
  return { ok: false, errors };
}
