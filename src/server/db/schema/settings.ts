import { sql } from 'drizzle-orm'
import { check, integer, pgTable, uuid } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'
import { users } from './users.ts'
// Relative, not #shared: drizzle-kit loads these files without the package's import aliases.
import { DEFAULT_RETURN_WINDOW_DAYS, SELLER_RETURN_DECISION_DAYS } from '../../../shared/returns.ts'

/**
 * The platform's own settings, one row (id 1) that admins change in the console. Without the row
 * every setting reads as its default. docs/decisions/024-returns-and-refunds.md
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer().primaryKey().default(1),
    /** Days after delivery a buyer may ask to return an order (a category may say otherwise). */
    returnWindowDays: integer().notNull().default(DEFAULT_RETURN_WINDOW_DAYS),
    /** Days a seller has to accept or refuse a return request before an admin decides. */
    returnDecisionDays: integer().notNull().default(SELLER_RETURN_DECISION_DAYS),
    updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_singleton_check', sql`${t.id} = 1`),
    check(
      'platform_settings_return_days_check',
      sql`${t.returnWindowDays} between 1 and 365 and ${t.returnDecisionDays} between 1 and 30`,
    ),
  ],
)
