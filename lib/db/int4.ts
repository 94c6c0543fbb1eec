/** The largest PostgreSQL `integer`: ids and counts read from outside are bounded by it before a query sees them. */
export const MAX_INT4 = 2_147_483_647;
