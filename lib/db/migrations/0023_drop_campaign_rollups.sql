-- The campaign view reads its own read model (lib/db/campaign-store.ts, docs/analytics.md "The
-- campaign model"), made from analytics_events and analytics_sessions, which stay: the twelve
-- rollup tables it read before (10.9 GB at 10M events) go.
DROP TABLE "analytics_campaign_cohorts" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_campaign_folds" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_campaign_cohorts" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_campaign_dims" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_campaign_pairs" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_campaigns" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_monthly_campaign_cohorts" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_monthly_campaign_dims" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_monthly_campaign_pairs" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_total_campaign_cohorts" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_total_campaign_pairs" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_weekly_campaign_pairs" CASCADE;