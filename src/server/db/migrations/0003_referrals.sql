CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_name" text NOT NULL,
	"referrer_phone" text NOT NULL,
	"referrer_email" text NOT NULL,
	"referrer_cpf_encrypted" text NOT NULL,
	"referrer_cpf_masked" text NOT NULL,
	"friend_name" text NOT NULL,
	"friend_phone" text NOT NULL,
	"friend_email" text NOT NULL,
	"friend_cpf_encrypted" text NOT NULL,
	"friend_cpf_masked" text NOT NULL,
	"client_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"contacted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "referrals_delivery_idx" ON "referrals" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "referrals_client_idx" ON "referrals" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");