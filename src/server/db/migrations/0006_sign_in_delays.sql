-- Hand-written: the old per-account counters do not fit the new per-address rows; they are dropped once.
DELETE FROM "sign_in_failures";--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "address_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "next_attempt_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_account_key_address_key_pk" PRIMARY KEY("account_key","address_key");
