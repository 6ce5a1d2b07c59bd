-- Passwords move to the auth library's credential table (kept as they were: lib/auth/password-hash.ts
-- still verifies the older scrypt form); the old hand-made sessions table was never written by the app.
INSERT INTO "auth_credentials" ("account_id", "provider_id", "user_id", "password")
  SELECT "id"::text, 'credential', "id", "password_hash" FROM "users";--> statement-breakpoint
DROP TABLE "sessions" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";
