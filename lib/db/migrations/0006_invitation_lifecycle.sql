ALTER TABLE "invitation" ADD COLUMN "role" text DEFAULT 'viewer' NOT NULL;--> statement-breakpoint
-- Open invitations keep the role their early account was given (the command line invited admins).
UPDATE "invitation" i SET "role" = u."role" FROM "auth_user" u
WHERE u."email" = i."email" AND i."accepted_at" IS NULL;
--> statement-breakpoint
-- Invitations used to create the account at once. An account whose invitations were never
-- accepted (pending, revoked or expired) was never meant to exist: remove it and its tokens.
-- ADMIN_EMAILS accounts are recreated at start; accepted invitations keep their account.
DELETE FROM "auth_verification" v USING "auth_user" u
WHERE v."value" = u."id"
  AND EXISTS (SELECT 1 FROM "invitation" i WHERE i."email" = u."email")
  AND NOT EXISTS (SELECT 1 FROM "invitation" i WHERE i."email" = u."email" AND i."accepted_at" IS NOT NULL);
--> statement-breakpoint
DELETE FROM "auth_user" u
WHERE EXISTS (SELECT 1 FROM "invitation" i WHERE i."email" = u."email")
  AND NOT EXISTS (SELECT 1 FROM "invitation" i WHERE i."email" = u."email" AND i."accepted_at" IS NOT NULL);
