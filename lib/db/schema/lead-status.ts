/**
 * Where a lead stands in the inbox; 'spam' is also where the spam rules put requests. The `lead`
 * table's vocabulary, in a module of plain data (no Drizzle) so the admin's client components can
 * import it too; lib/leads/options re-exports it for the form and the inbox.
 */
export const leadStatuses = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
