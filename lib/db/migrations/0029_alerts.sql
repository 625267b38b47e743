CREATE TABLE "alert_chat_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_incident" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"facts" jsonb NOT NULL,
	"recovery" jsonb,
	"fired_notified_at" timestamp with time zone,
	"recovered_notified_at" timestamp with time zone,
	CONSTRAINT "alert_incident_rule_check" CHECK ("alert_incident"."rule_id" IN ('booked_demos', 'booking_clicks', 'visits', 'booking_rate', 'events_stopped', 'booking_silent', 'booking_refused', 'conversions_given_up', 'mail_stuck')),
	CONSTRAINT "alert_incident_direction_check" CHECK ("alert_incident"."direction" IN ('drop', 'spike', 'problem'))
);
--> statement-breakpoint
CREATE TABLE "alert_notice" (
	"incident_id" bigint NOT NULL,
	"event" text NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_notice_pk" PRIMARY KEY("incident_id","event","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rule_setting" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold" real NOT NULL,
	"window_hours" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "alert_rule_setting_rule_check" CHECK ("alert_rule_setting"."rule_id" IN ('booked_demos', 'booking_clicks', 'visits', 'booking_rate', 'events_stopped', 'booking_silent', 'booking_refused', 'conversions_given_up', 'mail_stuck'))
);
--> statement-breakpoint
CREATE TABLE "alert_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"chat_webhook_url" text,
	"chat_updated_at" timestamp with time zone,
	"chat_updated_by" text,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	CONSTRAINT "alert_state_one_row" CHECK ("alert_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_hour" (
	"endpoint" text NOT NULL,
	"outcome" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_delivery_hour_pk" PRIMARY KEY("endpoint","outcome","hour"),
	CONSTRAINT "webhook_delivery_hour_outcome_check" CHECK ("webhook_delivery_hour"."outcome" IN ('accepted', 'bad_signature', 'stale_signature', 'unconfigured'))
);
--> statement-breakpoint
ALTER TABLE "staff_preference" ADD COLUMN "alert_mail" boolean;--> statement-breakpoint
ALTER TABLE "alert_notice" ADD CONSTRAINT "alert_notice_incident_id_alert_incident_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."alert_incident"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notice" ADD CONSTRAINT "alert_notice_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_chat_outbox_key_idx" ON "alert_chat_outbox" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_incident_open_idx" ON "alert_incident" USING btree ("rule_id","scope") WHERE "alert_incident"."ended_at" IS NULL;