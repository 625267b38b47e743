-- A month's cohort rows are now added to by each day's fold, as the pairs' are, instead of being
-- written once when the month closes (lib/db/queries/campaign-cohorts.ts): the month being
-- folded (the last one with daily rows and none of its own) gets its rows from its days.
INSERT INTO "analytics_monthly_campaign_cohorts"
	("month", "cohort", "page", "variant", "visits", "clicked", "contacts", "booked", "cancelled")
SELECT date_trunc('month', "day")::date, "cohort", "page", "variant",
	sum("visits")::int4, sum("clicked")::int4, sum("contacts")::int4, sum("booked")::int4, sum("cancelled")::int4
FROM "analytics_daily_campaign_cohorts"
WHERE date_trunc('month', "day")::date NOT IN (SELECT DISTINCT "month" FROM "analytics_monthly_campaign_cohorts")
GROUP BY 1, 2, 3, 4
ORDER BY 2, 3, 1, 4;
