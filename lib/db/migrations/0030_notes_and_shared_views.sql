CREATE TABLE "chart_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"text" text NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"source_key" text,
	"author_id" text,
	"author_label" text,
	"private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_note_source_check" CHECK ("chart_note"."source" IN ('staff', 'campaign', 'release')),
	CONSTRAINT "chart_note_days_check" CHECK ("chart_note"."to_day" >= "chart_note"."from_day"),
	CONSTRAINT "chart_note_text_check" CHECK (char_length("chart_note"."text") BETWEEN 1 AND 280)
);
--> statement-breakpoint
CREATE TABLE "shared_view" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"scope" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"range" text DEFAULT '30d' NOT NULL,
	"label" text,
	"password_hash" text,
	"created_by" text,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_label" text,
	"last_used_at" timestamp with time zone,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shared_view_scope_check" CHECK ("shared_view"."scope" IN ('overview', 'campaigns'))
);
--> statement-breakpoint
ALTER TABLE "chart_note" ADD CONSTRAINT "chart_note_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_view" ADD CONSTRAINT "shared_view_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_note_days_idx" ON "chart_note" USING btree ("from_day","to_day");--> statement-breakpoint
CREATE UNIQUE INDEX "chart_note_source_key_idx" ON "chart_note" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_view_token_idx" ON "shared_view" USING btree ("token_hash");