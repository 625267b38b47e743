-- The cohorts of the campaign rollup (lib/db/queries/campaign-cohorts.ts). Their primary keys
-- also hold the counts (INCLUDE, which the schema cannot say), so that a view reads only the
-- index: a few short runs of it per cohort.
CREATE TABLE "analytics_campaign_cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_campaign_cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"device" text NOT NULL,
	"entry" text NOT NULL,
	CONSTRAINT "analytics_campaign_cohorts_level_check" CHECK ("analytics_campaign_cohorts"."level" IN ('full', 'acquisition', 'landing', 'channel'))
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_campaign_cohorts" (
	"day" date NOT NULL,
	"cohort" integer NOT NULL,
	"page" text NOT NULL,
	"variant" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_campaign_cohorts_pk" PRIMARY KEY("cohort","day","page","variant") INCLUDE ("visits","clicked","contacts","booked","cancelled")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_campaign_cohorts" (
	"month" date NOT NULL,
	"cohort" integer NOT NULL,
	"page" text NOT NULL,
	"variant" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_campaign_cohorts_pk" PRIMARY KEY("cohort","page","month","variant") INCLUDE ("visits","clicked","contacts","booked","cancelled"),
	CONSTRAINT "analytics_monthly_campaign_cohorts_month_check" CHECK (extract(day FROM "analytics_monthly_campaign_cohorts"."month") = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_campaign_cohorts_key" ON "analytics_campaign_cohorts" USING btree ("level","channel","source","medium","campaign","device","entry");--> statement-breakpoint
CREATE INDEX "analytics_campaign_cohorts_source_idx" ON "analytics_campaign_cohorts" USING btree ("source");--> statement-breakpoint
CREATE INDEX "analytics_campaign_cohorts_medium_idx" ON "analytics_campaign_cohorts" USING btree ("medium");--> statement-breakpoint
CREATE INDEX "analytics_campaign_cohorts_campaign_idx" ON "analytics_campaign_cohorts" USING btree ("campaign");--> statement-breakpoint
CREATE INDEX "analytics_campaign_cohorts_device_idx" ON "analytics_campaign_cohorts" USING btree ("device");--> statement-breakpoint
CREATE INDEX "analytics_campaign_cohorts_entry_idx" ON "analytics_campaign_cohorts" USING btree ("entry");--> statement-breakpoint
CREATE INDEX "analytics_daily_campaign_cohorts_day_idx" ON "analytics_daily_campaign_cohorts" USING btree (("day" + 0));--> statement-breakpoint
CREATE INDEX "analytics_monthly_campaign_cohorts_month_idx" ON "analytics_monthly_campaign_cohorts" USING btree (("month" + 0));--> statement-breakpoint
-- Every day is folded again (lib/analytics/campaign-folds.ts), now into the cohorts as well as
-- the pairs; until a day is, a view reads it from the campaign rollup (exact, only slower).
DELETE FROM "analytics_campaign_folds";
