CREATE TABLE "ad_spend" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"cost_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"import_id" bigint NOT NULL,
	CONSTRAINT "ad_spend_cost_check" CHECK ("ad_spend"."cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crm_deal" (
	"deal_id" text PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"match_kind" text NOT NULL,
	"match_key" text NOT NULL,
	"booking_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_deal_stage_check" CHECK ("crm_deal"."stage" IN ('qualified', 'won', 'lost')),
	CONSTRAINT "crm_deal_match_kind_check" CHECK ("crm_deal"."match_kind" IN ('booking_id', 'reference', 'email_sha256'))
);
--> statement-breakpoint
CREATE TABLE "spend_import" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"currency" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"days" integer NOT NULL,
	"campaigns" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"rows" jsonb,
	"state" text DEFAULT 'preview' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone,
	CONSTRAINT "spend_import_format_check" CHECK ("spend_import"."format" IN ('google', 'meta', 'microsoft', 'plain')),
	CONSTRAINT "spend_import_state_check" CHECK ("spend_import"."state" IN ('preview', 'saved', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "email_sha256" text;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_import_id_spend_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."spend_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal" ADD CONSTRAINT "crm_deal_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_import" ADD CONSTRAINT "spend_import_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_spend_day_campaign_idx" ON "ad_spend" USING btree ("day","source","medium","campaign");--> statement-breakpoint
CREATE INDEX "crm_deal_booking_id_idx" ON "crm_deal" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "spend_import_created_at_idx" ON "spend_import" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_email_sha256_idx" ON "booking" USING btree ("email_sha256");