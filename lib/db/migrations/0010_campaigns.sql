CREATE TABLE "analytics_daily_campaigns" (
	"page" text NOT NULL,
	"day" date NOT NULL,
	"variant" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"device" text NOT NULL,
	"entry" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"clicked" bigint DEFAULT 0 NOT NULL,
	"contacts" bigint DEFAULT 0 NOT NULL,
	"booked" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_campaigns_pk" PRIMARY KEY("page","day","variant","channel","source","medium","campaign","device","entry")
);
--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "seen" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The campaign facts of the sessions already stored, from their events (the keys of
-- lib/db/queries/events.ts, every landing came from a page view), kept for the next statements:
-- first the sessions' `seen` maps, then the rollup.
CREATE TABLE "analytics_campaign_backfill" AS
SELECT e.id, e.session_id, e.created_at, k.key
FROM "analytics_events" e
JOIN "analytics_sessions" s ON s.session_id = e.session_id
CROSS JOIN LATERAL (
		SELECT DISTINCT unnest(CASE e.event_type
			WHEN 'page_view' THEN ARRAY['l', E'v\t\t', E'v\t' || coalesce(e.page, '') || E'\t']
			WHEN 'contact_submit' THEN ARRAY[E'k\t\t']
			ELSE ARRAY[
				m.measure || E'\t\t',
				m.measure || E'\t' || coalesce(e.page, '') || E'\t',
				m.measure || E'\t\t' || coalesce(e.variant, ''),
				m.measure || E'\t' || coalesce(e.page, '') || E'\t' || coalesce(e.variant, '')]
			END) AS key
	FROM (SELECT CASE e.event_type WHEN 'cta_click' THEN 'c' WHEN 'booked_demo' THEN 'b'
		WHEN 'booking_cancelled' THEN 'x' END AS measure) AS m
	WHERE e.event_type IN ('page_view', 'contact_submit') OR m.measure IS NOT NULL
) AS k;
--> statement-breakpoint
UPDATE "analytics_sessions" AS s SET "seen" = m.seen
FROM (
	SELECT session_id, jsonb_object_agg(key, n) AS seen
	FROM (SELECT session_id, key, count(*) AS n FROM "analytics_campaign_backfill" GROUP BY 1, 2) AS counts
	GROUP BY session_id
) AS m
WHERE s.session_id = m.session_id;
--> statement-breakpoint
INSERT INTO "analytics_daily_campaigns"
	(day, channel, source, medium, campaign, device, entry, page, variant,
	 visits, clicked, contacts, booked, cancelled)
SELECT day, channel, source, medium, campaign, device, entry, page, variant,
	count(*) FILTER (WHERE measure = 'v' AND first),
	count(*) FILTER (WHERE measure = 'c' AND first),
	count(*) FILTER (WHERE measure = 'k' AND first),
	count(*) FILTER (WHERE measure = 'b'),
	count(*) FILTER (WHERE measure = 'x')
FROM (
	SELECT (f.created_at AT TIME ZONE 'America/New_York')::date AS day,
		s.channel,
		coalesce(s.utm_source, s.referrer_host, 'direct') AS source,
		coalesce(s.utm_medium,
			CASE WHEN s.utm_source IS NULL AND s.referrer_host IS NOT NULL THEN 'referral' ELSE '(none)' END
		) AS medium,
		coalesce(s.utm_campaign, '(none)') AS campaign,
		coalesce(s.device, '(unknown)') AS device,
		coalesce(s.landing_page, '(none)') AS entry,
		split_part(f.key, E'\t', 1) AS measure,
		split_part(f.key, E'\t', 2) AS page,
		split_part(f.key, E'\t', 3) AS variant,
		row_number() OVER (PARTITION BY f.session_id, f.key ORDER BY f.created_at, f.id) = 1 AS first
	FROM "analytics_campaign_backfill" f
	JOIN "analytics_sessions" s ON s.session_id = f.session_id AND s.channel IS NOT NULL
	WHERE f.key <> 'l'
) AS facts
GROUP BY page, day, variant, channel, source, medium, campaign, device, entry
HAVING count(*) FILTER (WHERE first OR measure IN ('b', 'x')) > 0;
--> statement-breakpoint
DROP TABLE "analytics_campaign_backfill";
