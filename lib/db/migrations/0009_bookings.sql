CREATE TABLE "booking" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"status" text NOT NULL,
	"rescheduled_from" text,
	"session_ref" text,
	"session_id" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"variant" text NOT NULL,
	"page" text,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_provider_check" CHECK ("booking"."provider" IN ('calendly', 'calcom')),
	CONSTRAINT "booking_status_check" CHECK ("booking"."status" IN ('booked', 'cancelled', 'rescheduled')),
	CONSTRAINT "booking_variant_check" CHECK ("booking"."variant" IN ('general', 'pool', 'hvac', 'other'))
);
--> statement-breakpoint
CREATE INDEX "booking_created_at_idx" ON "booking" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_session_id_idx" ON "booking" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "booking_rescheduled_from_idx" ON "booking" USING btree ("rescheduled_from");