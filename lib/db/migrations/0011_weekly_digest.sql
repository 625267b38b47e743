CREATE TABLE "digest_sending" (
	"user_id" text NOT NULL,
	"week" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sending_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "staff_preference" ADD COLUMN "weekly_digest" boolean;--> statement-breakpoint
ALTER TABLE "digest_sending" ADD CONSTRAINT "digest_sending_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;