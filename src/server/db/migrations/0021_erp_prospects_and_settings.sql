CREATE TABLE "erp_prospects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer,
	"referral_id" integer,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_prospects_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "erp_prospects_status_check" CHECK ("erp_prospects"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "erp_prospects_one_source" CHECK (num_nonnulls("erp_prospects"."lead_id", "erp_prospects"."referral_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "erp_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"adapter" text NOT NULL,
	"url" text NOT NULL,
	"token_encrypted" text NOT NULL,
	"token_hint" text NOT NULL,
	"allow_http" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_settings_single_row" CHECK ("erp_settings"."id" = 1),
	CONSTRAINT "erp_settings_adapter_check" CHECK ("erp_settings"."adapter" in ('ixc', 'sgp', 'hubsoft'))
);
--> statement-breakpoint
ALTER TABLE "erp_prospects" ADD CONSTRAINT "erp_prospects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_prospects" ADD CONSTRAINT "erp_prospects_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_prospects_delivery_idx" ON "erp_prospects" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "erp_prospects_lead_idx" ON "erp_prospects" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "erp_prospects_referral_idx" ON "erp_prospects" USING btree ("referral_id");