ALTER TABLE "site_settings" ADD COLUMN "brand_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "share_image_url" text DEFAULT '' NOT NULL;