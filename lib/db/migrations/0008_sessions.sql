CREATE TABLE "analytics_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"landing_page" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"click_id" text,
	"device" text,
	"channel" text,
	"page_views" integer DEFAULT 0 NOT NULL,
	"booking_clicked" boolean DEFAULT false NOT NULL,
	"contact_sent" boolean DEFAULT false NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_sessions_channel_check" CHECK ("analytics_sessions"."channel" IN ('Direct', 'Organic Search', 'Paid Search', 'Organic Social', 'Paid Social', 'Email', 'Referral', 'AI Assistants', 'Other')),
	CONSTRAINT "analytics_sessions_device_check" CHECK ("analytics_sessions"."device" IN ('mobile', 'tablet', 'desktop')),
	CONSTRAINT "analytics_sessions_click_id_check" CHECK ("analytics_sessions"."click_id" IN ('gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'))
);
--> statement-breakpoint
CREATE INDEX "analytics_sessions_first_seen_idx" ON "analytics_sessions" USING btree ("first_seen");