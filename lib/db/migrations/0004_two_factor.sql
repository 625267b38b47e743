CREATE TABLE "auth_backup_code" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"factor_type" text NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"friendly_name" text NOT NULL,
	"phone" text,
	"secret" text,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "auth_factor_type_check" CHECK ("auth_factor"."factor_type" IN ('totp', 'phone')),
	CONSTRAINT "auth_factor_status_check" CHECK ("auth_factor"."status" IN ('unverified', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "auth_factor_challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"factor_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session_assurance" (
	"session_id" text PRIMARY KEY NOT NULL,
	"aal" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_session_assurance_aal_check" CHECK ("auth_session_assurance"."aal" IN ('aal1', 'aal2'))
);
--> statement-breakpoint
ALTER TABLE "auth_backup_code" ADD CONSTRAINT "auth_backup_code_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_factor" ADD CONSTRAINT "auth_factor_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_factor_challenge" ADD CONSTRAINT "auth_factor_challenge_factor_id_auth_factor_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_factor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session_assurance" ADD CONSTRAINT "auth_session_assurance_session_id_auth_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_backup_code_user_id_idx" ON "auth_backup_code" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "auth_factor_user_id_idx" ON "auth_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_factor_challenge_factor_id_idx" ON "auth_factor_challenge" USING btree ("factor_id");