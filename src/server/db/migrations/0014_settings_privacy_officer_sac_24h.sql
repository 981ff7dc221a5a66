ALTER TABLE "site_settings" ADD COLUMN "privacy_officer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "sac_24h_channel" text DEFAULT '' NOT NULL;