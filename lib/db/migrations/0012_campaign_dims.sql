CREATE TABLE "analytics_daily_campaign_dims" (
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"variant" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"clicked" bigint DEFAULT 0 NOT NULL,
	"contacts" bigint DEFAULT 0 NOT NULL,
	"booked" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_campaign_dims_pk" PRIMARY KEY("dim","day","value","variant")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_campaigns_campaign_idx" ON "analytics_daily_campaigns" USING btree ("campaign","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_campaigns_source_idx" ON "analytics_daily_campaigns" USING btree ("source","day");--> statement-breakpoint
-- The dimensions of the campaign rows already kept (lib/db/queries/events.ts folds new facts the same way).
INSERT INTO "analytics_daily_campaign_dims"
	(dim, day, value, variant, visits, clicked, contacts, booked, cancelled)
SELECT d.dim, c.day, d.value, c.variant,
	sum(c.visits), sum(c.clicked), sum(c.contacts), sum(c.booked), sum(c.cancelled)
FROM "analytics_daily_campaigns" c
CROSS JOIN LATERAL (VALUES
	('total', ''),
	('channel', c.channel),
	('source', c.source),
	('campaign', c.source || E'\t' || c.medium || E'\t' || c.campaign),
	('entry', c.entry),
	('device', c.device)
) AS d(dim, value)
WHERE c.page = ''
GROUP BY 1, 2, 3, 4
UNION ALL
SELECT 'page', day, page, variant, sum(visits), sum(clicked), sum(contacts), sum(booked), sum(cancelled)
FROM "analytics_daily_campaigns"
WHERE page <> ''
GROUP BY 2, 3, 4;
