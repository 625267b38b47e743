CREATE TABLE "analytics_daily_pages" (
	"page" text NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"general" bigint DEFAULT 0 NOT NULL,
	"pool" bigint DEFAULT 0 NOT NULL,
	"hvac" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pages_page_day_pk" PRIMARY KEY("page","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"variant" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"duration_sum" bigint DEFAULT 0 NOT NULL,
	"duration_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_totals_day_event_type_variant_pk" PRIMARY KEY("day","event_type","variant")
);
--> statement-breakpoint
INSERT INTO "analytics_daily_totals" ("day", "event_type", "variant", "events", "duration_sum", "duration_count")
SELECT "day", "event_type", "variant", sum("events"), sum("duration_sum"), sum("duration_count")
FROM "analytics_daily"
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "analytics_daily_pages" ("page", "day", "views", "clicks", "general", "pool", "hvac")
SELECT "page", "day",
  coalesce(sum("events") FILTER (WHERE "event_type" = 'page_view'), 0),
  coalesce(sum("events") FILTER (WHERE "event_type" = 'cta_click'), 0),
  coalesce(sum("events") FILTER (WHERE "event_type" = 'cta_click' AND "variant" = 'general'), 0),
  coalesce(sum("events") FILTER (WHERE "event_type" = 'cta_click' AND "variant" = 'pool'), 0),
  coalesce(sum("events") FILTER (WHERE "event_type" = 'cta_click' AND "variant" = 'hvac'), 0)
FROM "analytics_daily"
WHERE "event_type" IN ('page_view', 'cta_click') AND "page" <> ''
GROUP BY 1, 2;
