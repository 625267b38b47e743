CREATE TABLE "lead" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"spam_reason" text,
	"topic" text NOT NULL,
	"trade" text NOT NULL,
	"name" text NOT NULL,
	"business" text NOT NULL,
	"phone" text,
	"email" text,
	"preferred_contact" text NOT NULL,
	"best_time" text NOT NULL,
	"message" text,
	"source_page" text NOT NULL,
	"session_id" text,
	"attribution" jsonb,
	"ip_address" text,
	"form_token" text,
	"note" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "lead_form_token_unique" UNIQUE("form_token"),
	CONSTRAINT "lead_status_check" CHECK ("lead"."status" IN ('new', 'contacted', 'won', 'lost', 'spam')),
	CONSTRAINT "lead_topic_check" CHECK ("lead"."topic" IN ('sales', 'support', 'partnership'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "staff_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"notify_new_leads" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_preference" ADD CONSTRAINT "staff_preference_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_created_at_idx" ON "lead" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "lead_status_idx" ON "lead" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL AND "mail_outbox"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_lead_idx" ON "mail_outbox" USING btree ("lead_id");