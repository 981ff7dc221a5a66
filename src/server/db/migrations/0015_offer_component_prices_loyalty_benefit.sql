ALTER TABLE "business_plans" ADD COLUMN "component_prices" text;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "loyalty_benefit" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "component_prices" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "loyalty_benefit" numeric(10, 2);