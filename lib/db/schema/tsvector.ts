import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type, for generated search columns (Drizzle has no builder for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
