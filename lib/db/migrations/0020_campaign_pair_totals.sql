CREATE TABLE "analytics_total_campaign_pairs" (
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
	CONSTRAINT "analytics_total_campaign_pairs_pk" PRIMARY KEY("filter_dim","filter_value","table_dim","table_value","variant")
);
--> statement-breakpoint
-- Every day's fold adds to its row here what it adds to its month's (lib/db/queries/
-- campaign-pairs.ts): with pages half full the update stays on its page (as the open month's pairs
-- do, migration 0017), and a filter value's rows stay on the few pages written below.
ALTER TABLE "analytics_total_campaign_pairs" SET (fillfactor = 50);
--> statement-breakpoint
-- The totals of the months folded so far, in key order, so that one filter value's rows sit
-- together.
INSERT INTO "analytics_total_campaign_pairs"
	("filter_dim", "filter_value", "table_dim", "table_value", "variant",
	 "visits", "clicked", "contacts", "booked", "cancelled")
SELECT "filter_dim", "filter_value", "table_dim", "table_value", "variant",
	sum("visits")::int4, sum("clicked")::int4, sum("contacts")::int4, sum("booked")::int4,
	sum("cancelled")::int4
FROM "analytics_monthly_campaign_pairs"
GROUP BY 1, 2, 3, 4, 5
ORDER BY 1, 2, 3, 4, 5;
