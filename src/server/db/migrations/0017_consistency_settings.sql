ALTER TABLE "site_settings" ADD COLUMN "reclame_aqui_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "google_reviews_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "stat_cities_value";