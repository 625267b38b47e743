CREATE TABLE "analytics_campaign_folds" (
	"day" date PRIMARY KEY NOT NULL,
	"stale" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_campaign_pairs" (
	"day" date NOT NULL,
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
	CONSTRAINT "analytics_daily_campaign_pairs_pk" PRIMARY KEY("day","filter_dim","filter_value","table_dim","table_value","variant")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_campaign_pairs" (
	"month" date NOT NULL,
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
	CONSTRAINT "analytics_monthly_campaign_pairs_pk" PRIMARY KEY("month","filter_dim","filter_value","table_dim","table_value","variant"),
	CONSTRAINT "analytics_monthly_campaign_pairs_month_check" CHECK (extract(day FROM "analytics_monthly_campaign_pairs"."month") = 1)
);
