CREATE TABLE "city_cep_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_cep_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"cep_start" integer NOT NULL,
	"cep_end" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_cep_ranges_bounds" CHECK ("city_cep_ranges"."cep_start" between 1000000 and "city_cep_ranges"."cep_end" and "city_cep_ranges"."cep_end" <= 99999999)
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "sac_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ombudsman_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ombudsman_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "free_call_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "google_play_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "app_store_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "speed_test_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_cep_ranges" ADD CONSTRAINT "city_cep_ranges_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_cep_ranges_city_idx" ON "city_cep_ranges" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Written by hand (Drizzle cannot declare an exclusion constraint): no two CEP ranges overlap, whatever
-- their cities, so a CEP names one city. GiST on int4range needs no extension.
ALTER TABLE "city_cep_ranges" ADD CONSTRAINT "city_cep_ranges_no_overlap" EXCLUDE USING gist (int4range("cep_start", "cep_end", '[]') WITH &&);
