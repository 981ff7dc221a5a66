CREATE TABLE "newsletter_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_alerts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"whatsapp" text,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_alerts_whatsapp_digits" CHECK ("seller_alerts"."whatsapp" is null or "seller_alerts"."whatsapp" ~ '^[0-9]{12,15}$')
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_channel_check";--> statement-breakpoint
ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_one_source";--> statement-breakpoint
ALTER TABLE "coverage_settings" ADD COLUMN "due_days" integer[] DEFAULT '{5,10,15,20,25}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_settings" ADD COLUMN "contract_print" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "network_notice_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD COLUMN "sign_up_id" integer;--> statement-breakpoint
ALTER TABLE "marketing_settings" ADD COLUMN "whatsapp_notice_template" text;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "seller_alerts" ADD CONSTRAINT "seller_alerts_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_attempts_client_idx" ON "newsletter_attempts" USING btree ("client_key","at");--> statement-breakpoint
CREATE INDEX "newsletter_attempts_at_idx" ON "newsletter_attempts" USING btree ("at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_network_notice_id_network_notices_id_fk" FOREIGN KEY ("network_notice_id") REFERENCES "public"."network_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_staff_id_auth_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_network_notice_idx" ON "leads" USING btree ("network_notice_id");--> statement-breakpoint
CREATE INDEX "marketing_deliveries_sign_up_idx" ON "marketing_deliveries" USING btree ("sign_up_id");--> statement-breakpoint
CREATE INDEX "marketing_deliveries_staff_idx" ON "marketing_deliveries" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('coverage', 'callback', 'business', 'outage'));--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_channel_check" CHECK ("marketing_deliveries"."channel" in ('rdstation', 'email', 'whatsapp', 'protocol', 'notice_email', 'notice_whatsapp'));--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_one_source" CHECK (num_nonnulls("marketing_deliveries"."lead_id", "marketing_deliveries"."subscriber_id", "marketing_deliveries"."sign_up_id") = 1);