ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_channel_check";--> statement-breakpoint
ALTER TABLE "erp_settings" ADD COLUMN "contract_print" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "network_notice_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_settings" ADD COLUMN "whatsapp_notice_template" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_network_notice_id_network_notices_id_fk" FOREIGN KEY ("network_notice_id") REFERENCES "public"."network_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_network_notice_idx" ON "leads" USING btree ("network_notice_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('coverage', 'callback', 'business', 'outage'));--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_channel_check" CHECK ("marketing_deliveries"."channel" in ('rdstation', 'email', 'whatsapp', 'notice_email', 'notice_whatsapp'));