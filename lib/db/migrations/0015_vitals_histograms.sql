-- One row per day (and month), dimension value and metric with a fixed histogram, instead of one row per
-- bucket (lib/db/schema/vitals.ts): the old rows' buckets (12 a doubling) do not split into the new ones, so
-- both tables are built again from the raw web_vitals events, as lib/db/queries/events.ts folds new ones.
DROP TABLE "analytics_daily_vitals";
--> statement-breakpoint
DROP TABLE "analytics_monthly_vitals";
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"metric" text NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"fair" integer DEFAULT 0 NOT NULL,
	"poor" integer DEFAULT 0 NOT NULL,
	"b00" integer DEFAULT 0 NOT NULL,
	"b01" integer DEFAULT 0 NOT NULL,
	"b02" integer DEFAULT 0 NOT NULL,
	"b03" integer DEFAULT 0 NOT NULL,
	"b04" integer DEFAULT 0 NOT NULL,
	"b05" integer DEFAULT 0 NOT NULL,
	"b06" integer DEFAULT 0 NOT NULL,
	"b07" integer DEFAULT 0 NOT NULL,
	"b08" integer DEFAULT 0 NOT NULL,
	"b09" integer DEFAULT 0 NOT NULL,
	"b10" integer DEFAULT 0 NOT NULL,
	"b11" integer DEFAULT 0 NOT NULL,
	"b12" integer DEFAULT 0 NOT NULL,
	"b13" integer DEFAULT 0 NOT NULL,
	"b14" integer DEFAULT 0 NOT NULL,
	"b15" integer DEFAULT 0 NOT NULL,
	"b16" integer DEFAULT 0 NOT NULL,
	"b17" integer DEFAULT 0 NOT NULL,
	"b18" integer DEFAULT 0 NOT NULL,
	"b19" integer DEFAULT 0 NOT NULL,
	"b20" integer DEFAULT 0 NOT NULL,
	"b21" integer DEFAULT 0 NOT NULL,
	"b22" integer DEFAULT 0 NOT NULL,
	"b23" integer DEFAULT 0 NOT NULL,
	"b24" integer DEFAULT 0 NOT NULL,
	"b25" integer DEFAULT 0 NOT NULL,
	"b26" integer DEFAULT 0 NOT NULL,
	"b27" integer DEFAULT 0 NOT NULL,
	"b28" integer DEFAULT 0 NOT NULL,
	"b29" integer DEFAULT 0 NOT NULL,
	"b30" integer DEFAULT 0 NOT NULL,
	"b31" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_vitals_pk" PRIMARY KEY("dim","day","value","metric")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_vitals" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"metric" text NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"fair" integer DEFAULT 0 NOT NULL,
	"poor" integer DEFAULT 0 NOT NULL,
	"b00" integer DEFAULT 0 NOT NULL,
	"b01" integer DEFAULT 0 NOT NULL,
	"b02" integer DEFAULT 0 NOT NULL,
	"b03" integer DEFAULT 0 NOT NULL,
	"b04" integer DEFAULT 0 NOT NULL,
	"b05" integer DEFAULT 0 NOT NULL,
	"b06" integer DEFAULT 0 NOT NULL,
	"b07" integer DEFAULT 0 NOT NULL,
	"b08" integer DEFAULT 0 NOT NULL,
	"b09" integer DEFAULT 0 NOT NULL,
	"b10" integer DEFAULT 0 NOT NULL,
	"b11" integer DEFAULT 0 NOT NULL,
	"b12" integer DEFAULT 0 NOT NULL,
	"b13" integer DEFAULT 0 NOT NULL,
	"b14" integer DEFAULT 0 NOT NULL,
	"b15" integer DEFAULT 0 NOT NULL,
	"b16" integer DEFAULT 0 NOT NULL,
	"b17" integer DEFAULT 0 NOT NULL,
	"b18" integer DEFAULT 0 NOT NULL,
	"b19" integer DEFAULT 0 NOT NULL,
	"b20" integer DEFAULT 0 NOT NULL,
	"b21" integer DEFAULT 0 NOT NULL,
	"b22" integer DEFAULT 0 NOT NULL,
	"b23" integer DEFAULT 0 NOT NULL,
	"b24" integer DEFAULT 0 NOT NULL,
	"b25" integer DEFAULT 0 NOT NULL,
	"b26" integer DEFAULT 0 NOT NULL,
	"b27" integer DEFAULT 0 NOT NULL,
	"b28" integer DEFAULT 0 NOT NULL,
	"b29" integer DEFAULT 0 NOT NULL,
	"b30" integer DEFAULT 0 NOT NULL,
	"b31" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_vitals_pk" PRIMARY KEY("dim","month","value","metric"),
	CONSTRAINT "analytics_monthly_vitals_month_check" CHECK (extract(day FROM "analytics_monthly_vitals"."month") = 1)
);
--> statement-breakpoint
-- A session's device class is the one its row holds now: an event stored before its session's landing
-- (counted under '(unknown)' when it arrived) counts under the device its landing gave.
INSERT INTO "analytics_daily_vitals"
	(dim, day, value, metric,
	 good, fair, poor, b00, b01, b02, b03, b04, b05, b06, b07, b08,
	 b09, b10, b11, b12, b13, b14, b15, b16, b17, b18, b19, b20,
	 b21, b22, b23, b24, b25, b26, b27, b28, b29, b30, b31)
SELECT k.dim, m.day, k.value, m.metric,
	count(*) FILTER (WHERE m.rating = 0),
	count(*) FILTER (WHERE m.rating = 1),
	count(*) FILTER (WHERE m.rating = 2),
	count(*) FILTER (WHERE m.bucket = 0),
	count(*) FILTER (WHERE m.bucket = 1),
	count(*) FILTER (WHERE m.bucket = 2),
	count(*) FILTER (WHERE m.bucket = 3),
	count(*) FILTER (WHERE m.bucket = 4),
	count(*) FILTER (WHERE m.bucket = 5),
	count(*) FILTER (WHERE m.bucket = 6),
	count(*) FILTER (WHERE m.bucket = 7),
	count(*) FILTER (WHERE m.bucket = 8),
	count(*) FILTER (WHERE m.bucket = 9),
	count(*) FILTER (WHERE m.bucket = 10),
	count(*) FILTER (WHERE m.bucket = 11),
	count(*) FILTER (WHERE m.bucket = 12),
	count(*) FILTER (WHERE m.bucket = 13),
	count(*) FILTER (WHERE m.bucket = 14),
	count(*) FILTER (WHERE m.bucket = 15),
	count(*) FILTER (WHERE m.bucket = 16),
	count(*) FILTER (WHERE m.bucket = 17),
	count(*) FILTER (WHERE m.bucket = 18),
	count(*) FILTER (WHERE m.bucket = 19),
	count(*) FILTER (WHERE m.bucket = 20),
	count(*) FILTER (WHERE m.bucket = 21),
	count(*) FILTER (WHERE m.bucket = 22),
	count(*) FILTER (WHERE m.bucket = 23),
	count(*) FILTER (WHERE m.bucket = 24),
	count(*) FILTER (WHERE m.bucket = 25),
	count(*) FILTER (WHERE m.bucket = 26),
	count(*) FILTER (WHERE m.bucket = 27),
	count(*) FILTER (WHERE m.bucket = 28),
	count(*) FILTER (WHERE m.bucket = 29),
	count(*) FILTER (WHERE m.bucket = 30),
	count(*) FILTER (WHERE m.bucket = 31)
FROM (
	SELECT (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.page,
		coalesce(s.device, '(unknown)') AS device, t.metric,
		width_bucket(round(t.value * t.units), t.edges) AS bucket,
		CASE WHEN t.value <= t.good THEN 0 WHEN t.value <= t.poor THEN 1 ELSE 2 END AS rating
	FROM "analytics_events" e
	LEFT JOIN "analytics_sessions" s USING (session_id)
	CROSS JOIN LATERAL (VALUES
		('lcp', 1::float8, 2500::float8, 4000::float8,
			'{100,121,146,176,213,258,311,376,455,550,664,803,970,1173,1417,1712,2070,2501,3163,4001,4805,5771,6931,8324,9997,12007,14420,17318,20799,24980,30001}'::float8[],
			(e.metadata->>'lcp')::float8),
		('inp', 1::float8, 200::float8, 500::float8,
			'{8,10,12,15,18,22,27,33,40,49,60,73,90,110,134,164,201,253,317,399,501,617,759,934,1150,1416,1743,2145,2641,3250,4001}'::float8[],
			(e.metadata->>'inp')::float8),
		('cls', 10000::float8, 0.1::float8, 0.25::float8,
			'{10,13,17,22,28,36,46,60,77,100,129,167,216,278,360,465,600,775,1001,1259,1582,1989,2501,3243,4206,5454,7073,9172,11894,15424,20001}'::float8[],
			(e.metadata->>'cls')::float8),
		('ttfb', 1::float8, 800::float8, 1800::float8,
			'{10,13,16,20,25,32,40,50,63,80,100,127,159,201,253,318,401,505,636,801,981,1201,1471,1801,2301,2939,3755,4797,6128,7829,10001}'::float8[],
			(e.metadata->>'ttfb')::float8)
	) AS t(metric, units, good, poor, edges, value)
	WHERE e.event_type = 'web_vitals' AND t.value IS NOT NULL
) m
CROSS JOIN LATERAL (VALUES ('total', ''), ('page', m.page), ('device', m.device)) AS k(dim, value)
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "analytics_monthly_vitals"
	(dim, month, value, metric,
	 good, fair, poor, b00, b01, b02, b03, b04, b05, b06, b07, b08,
	 b09, b10, b11, b12, b13, b14, b15, b16, b17, b18, b19, b20,
	 b21, b22, b23, b24, b25, b26, b27, b28, b29, b30, b31)
SELECT dim, date_trunc('month', day)::date, value, metric,
	sum(good), sum(fair), sum(poor), sum(b00), sum(b01), sum(b02), sum(b03), sum(b04),
	sum(b05), sum(b06), sum(b07), sum(b08), sum(b09), sum(b10), sum(b11), sum(b12),
	sum(b13), sum(b14), sum(b15), sum(b16), sum(b17), sum(b18), sum(b19), sum(b20),
	sum(b21), sum(b22), sum(b23), sum(b24), sum(b25), sum(b26), sum(b27), sum(b28),
	sum(b29), sum(b30), sum(b31)
FROM "analytics_daily_vitals"
GROUP BY 1, 2, 3, 4;
