ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_channel_check";--> statement-breakpoint
ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_one_source";--> statement-breakpoint
ALTER TABLE "coverage_settings" ADD COLUMN "due_days" integer[] DEFAULT '{5,10,15,20,25}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD COLUMN "sign_up_id" integer;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_deliveries_sign_up_idx" ON "marketing_deliveries" USING btree ("sign_up_id");--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_channel_check" CHECK ("marketing_deliveries"."channel" in ('rdstation', 'email', 'whatsapp', 'protocol'));--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_one_source" CHECK (num_nonnulls("marketing_deliveries"."lead_id", "marketing_deliveries"."subscriber_id", "marketing_deliveries"."sign_up_id") = 1);