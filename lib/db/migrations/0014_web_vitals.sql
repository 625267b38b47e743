CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"good" bigint DEFAULT 0 NOT NULL,
	"fair" bigint DEFAULT 0 NOT NULL,
	"poor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_vitals_dim_day_value_metric_bucket_pk" PRIMARY KEY("dim","day","value","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_vitals" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"good" bigint DEFAULT 0 NOT NULL,
	"fair" bigint DEFAULT 0 NOT NULL,
	"poor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_vitals_dim_month_value_metric_bucket_pk" PRIMARY KEY("dim","month","value","metric","bucket"),
	CONSTRAINT "analytics_monthly_vitals_month_check" CHECK (extract(day FROM "analytics_monthly_vitals"."month") = 1)
);
