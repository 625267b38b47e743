CREATE TABLE "analytics_monthly_campaign_dims" (
	"dim" text NOT NULL,
	"month" date NOT NULL,
	"value" text NOT NULL,
	"variant" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"clicked" bigint DEFAULT 0 NOT NULL,
	"contacts" bigint DEFAULT 0 NOT NULL,
	"booked" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_campaign_dims_pk" PRIMARY KEY("dim","month","value","variant"),
	CONSTRAINT "analytics_monthly_campaign_dims_month_check" CHECK (extract(day FROM "analytics_monthly_campaign_dims"."month") = 1)
);
--> statement-breakpoint
-- The months of the per-dimension rows already kept (lib/db/queries/events.ts adds new facts to both).
INSERT INTO "analytics_monthly_campaign_dims"
	(dim, month, value, variant, visits, clicked, contacts, booked, cancelled)
SELECT dim, date_trunc('month', day)::date, value, variant,
	sum(visits), sum(clicked), sum(contacts), sum(booked), sum(cancelled)
FROM "analytics_daily_campaign_dims"
GROUP BY 1, 2, 3, 4;
