CREATE TABLE "analytics_daily_vitals" (
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"good" bigint DEFAULT 0 NOT NULL,
	"fair" bigint DEFAULT 0 NOT NULL,
	"poor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_vitals_dim_day_value_metric_bucket_pk" PRIMARY KEY("dim","day","value","metric","bucket")
);
