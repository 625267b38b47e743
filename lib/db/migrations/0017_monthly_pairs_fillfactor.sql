-- The open month's pairs are updated by every day's fold (lib/db/queries/campaign-pairs.ts). With
-- pages half full, an update finds room for the new row on its own page (a heap-only update, which
-- also skips the primary key), so a filter value's rows of the month stay on the few pages its
-- first day put them on instead of moving one by one to wherever a page has room. Pages written
-- from now on are filled this way; a closed month is rewritten in key order when the next month's
-- first day is folded. Rows already stored keep their pages.
ALTER TABLE "analytics_monthly_campaign_pairs" SET (fillfactor = 50);
