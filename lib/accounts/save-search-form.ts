import { savedSearchCreateSchema } from './account-forms';

/** The search page's save panel asks for these two; the search's URL is added when it is sent. */
export const saveSearchFormSchema = savedSearchCreateSchema.pick({ name: true, notify: true });
export type SaveSearchValues = ReturnType<typeof saveSearchFormSchema.parse>;
