ALTER TABLE "auth_session" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A session of an account with two-factor sign-in cannot be shown to have passed it (it may have been
-- opened with the password before the enrolment): it ends, and its person signs in again with a code.
DELETE FROM "auth_session" WHERE "user_id" IN (SELECT "id" FROM "auth_user" WHERE "two_factor_enabled");
