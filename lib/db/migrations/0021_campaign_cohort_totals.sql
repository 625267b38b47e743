-- The cohorts' monthly rows summed over every month (lib/db/queries/campaign-cohorts.ts). The
-- primary key also holds the counts (INCLUDE, which the schema cannot say), so that a view reads
-- only the index, as it reads the daily and monthly rows (migration 0018).
CREATE TABLE "analytics_total_campaign_cohorts" (
	"cohort" integer NOT NULL,
	"page" text NOT NULL,
	"variant" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_total_campaign_cohorts_pk" PRIMARY KEY("cohort","page","variant") INCLUDE ("visits","clicked","contacts","booked","cancelled")
);
--> statement-breakpoint
-- The totals of the months folded so far.
INSERT INTO "analytics_total_campaign_cohorts"
	("cohort", "page", "variant", "visits", "clicked", "contacts", "booked", "cancelled")
SELECT "cohort", "page", "variant",
	sum("visits")::int4, sum("clicked")::int4, sum("contacts")::int4, sum("booked")::int4,
	sum("cancelled")::int4
FROM "analytics_monthly_campaign_cohorts"
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3;
