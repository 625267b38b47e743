CREATE TABLE "conversion_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"platform" text NOT NULL,
	"hashed" jsonb,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"alone" boolean DEFAULT false NOT NULL,
	"request_id" text,
	"request_position" integer,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"last_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_outbox_platform_check" CHECK ("conversion_outbox"."platform" IN ('meta', 'google', 'microsoft')),
	CONSTRAINT "conversion_outbox_state_check" CHECK ("conversion_outbox"."state" IN ('queued', 'pending', 'done', 'given_up', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD CONSTRAINT "conversion_outbox_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_outbox_booking_platform_idx" ON "conversion_outbox" USING btree ("booking_id","platform");--> statement-breakpoint
CREATE INDEX "conversion_outbox_due_idx" ON "conversion_outbox" USING btree ("platform","due_at") WHERE "conversion_outbox"."state" IN ('queued', 'pending');--> statement-breakpoint
CREATE INDEX "conversion_outbox_request_idx" ON "conversion_outbox" USING btree ("request_id") WHERE "conversion_outbox"."request_id" IS NOT NULL;