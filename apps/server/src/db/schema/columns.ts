import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was created. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
