CREATE TABLE "analytics_weekly_campaign_pairs" (
	"week" date NOT NULL,
	"filter_dim" text NOT NULL,
	"filter_value" text NOT NULL,
	"table_dim" text NOT NULL,
	"table_value" text NOT NULL,
	"variant" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_weekly_campaign_pairs_pk" PRIMARY KEY("week","filter_dim","filter_value","table_dim","table_value","variant"),
	CONSTRAINT "analytics_weekly_campaign_pairs_week_check" CHECK (extract(day FROM "analytics_weekly_campaign_pairs"."week") IN (1, 8, 15, 22, 29))
);
--> statement-breakpoint
-- Every day's fold adds to its week's rows what it adds to its month's (lib/db/queries/
-- campaign-pairs.ts): with pages half full the update stays on its page (as the months',
-- migration 0017).
ALTER TABLE "analytics_weekly_campaign_pairs" SET (fillfactor = 50);
--> statement-breakpoint
-- The weeks of the days folded so far (each from its 1st, 8th, 15th, 22nd and 29th), in key
-- order, so that one filter value's rows of a week sit together.
INSERT INTO "analytics_weekly_campaign_pairs"
	("week", "filter_dim", "filter_value", "table_dim", "table_value", "variant",
	 "visits", "clicked", "contacts", "booked", "cancelled")
SELECT "day" - (extract(day FROM "day")::int - 1) % 7, "filter_dim", "filter_value",
	"table_dim", "table_value", "variant",
	sum("visits")::int4, sum("clicked")::int4, sum("contacts")::int4, sum("booked")::int4,
	sum("cancelled")::int4
FROM "analytics_daily_campaign_pairs"
GROUP BY 1, 2, 3, 4, 5, 6
ORDER BY 1, 2, 3, 4, 5, 6;
