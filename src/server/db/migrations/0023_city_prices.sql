ALTER TABLE "offer_versions" DROP CONSTRAINT "offer_versions_plan_version_unique";--> statement-breakpoint
DROP INDEX "offer_versions_one_open";--> statement-breakpoint
ALTER TABLE "business_plan_cities" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "business_plan_cities" ADD COLUMN "promo_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "business_plan_cities" ADD COLUMN "promo_months" integer;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_cities" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "plan_cities" ADD COLUMN "promo_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "plan_cities" ADD COLUMN "promo_months" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_one_open" ON "offer_versions" USING btree ("kind","plan_id","variant") WHERE "offer_versions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_plan_version_unique" UNIQUE("kind","plan_id","variant","version");--> statement-breakpoint
ALTER TABLE "business_plan_cities" ADD CONSTRAINT "business_plan_cities_promo_complete" CHECK (("business_plan_cities"."promo_price" is null) = ("business_plan_cities"."promo_months" is null));--> statement-breakpoint
ALTER TABLE "business_plan_cities" ADD CONSTRAINT "business_plan_cities_promo_needs_price" CHECK ("business_plan_cities"."promo_price" is null or ("business_plan_cities"."price" is not null and "business_plan_cities"."promo_price" >= 0 and "business_plan_cities"."promo_price" < "business_plan_cities"."price" and "business_plan_cities"."promo_months" between 1 and 36));--> statement-breakpoint
ALTER TABLE "business_plan_cities" ADD CONSTRAINT "business_plan_cities_price_non_negative" CHECK ("business_plan_cities"."price" is null or "business_plan_cities"."price" >= 0);--> statement-breakpoint
ALTER TABLE "plan_cities" ADD CONSTRAINT "plan_cities_promo_complete" CHECK (("plan_cities"."promo_price" is null) = ("plan_cities"."promo_months" is null));--> statement-breakpoint
ALTER TABLE "plan_cities" ADD CONSTRAINT "plan_cities_promo_needs_price" CHECK ("plan_cities"."promo_price" is null or ("plan_cities"."price" is not null and "plan_cities"."promo_price" >= 0 and "plan_cities"."promo_price" < "plan_cities"."price" and "plan_cities"."promo_months" between 1 and 36));--> statement-breakpoint
ALTER TABLE "plan_cities" ADD CONSTRAINT "plan_cities_price_non_negative" CHECK ("plan_cities"."price" is null or "plan_cities"."price" >= 0);