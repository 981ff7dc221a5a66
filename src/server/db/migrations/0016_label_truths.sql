ALTER TABLE "business_plans" ADD COLUMN "component_prices" text;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "loyalty_benefit" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "component_prices" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "loyalty_benefit" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_officer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "sac_24h_channel" text DEFAULT '' NOT NULL;