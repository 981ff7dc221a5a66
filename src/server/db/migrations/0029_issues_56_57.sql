CREATE TABLE "consent_counts" (
	"day" date NOT NULL,
	"version" text NOT NULL,
	"choice" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consent_counts_day_version_choice_pk" PRIMARY KEY("day","version","choice"),
	CONSTRAINT "consent_counts_choice_check" CHECK ("consent_counts"."choice" in ('all', 'none', 'analytics', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "coverage_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverage_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"format" text NOT NULL,
	"geojson" jsonb NOT NULL,
	"polygon_count" integer NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"source_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box_distance_meters" integer DEFAULT 250 NOT NULL,
	"geocoder_url" text DEFAULT '' NOT NULL,
	"geocoder_key_encrypted" text DEFAULT '' NOT NULL,
	"geocoder_key_hint" text DEFAULT '' NOT NULL,
	"tile_url" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_settings_single_row" CHECK ("coverage_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "marketing_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"lead_id" integer,
	"subscriber_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_deliveries_status_check" CHECK ("marketing_deliveries"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "marketing_deliveries_channel_check" CHECK ("marketing_deliveries"."channel" in ('rdstation', 'email', 'whatsapp')),
	CONSTRAINT "marketing_deliveries_one_source" CHECK (num_nonnulls("marketing_deliveries"."lead_id", "marketing_deliveries"."subscriber_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "marketing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rdstation_key_encrypted" text,
	"rdstation_key_hint" text,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"smtp_user" text,
	"smtp_password_encrypted" text,
	"smtp_password_hint" text,
	"smtp_from" text,
	"alert_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"whatsapp_phone_number_id" text,
	"whatsapp_token_encrypted" text,
	"whatsapp_token_hint" text,
	"whatsapp_template" text,
	"whatsapp_language" text,
	"alert_phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_settings_single_row" CHECK ("marketing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sign_up_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_up_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sign_up_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_documents_one_per_kind" UNIQUE("sign_up_id","kind"),
	CONSTRAINT "sign_up_documents_kind_check" CHECK ("sign_up_documents"."kind" in ('identity', 'address'))
);
--> statement-breakpoint
CREATE TABLE "sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft_key" text NOT NULL,
	"protocol" text,
	"personal" text NOT NULL,
	"city_id" integer,
	"city_name" text NOT NULL,
	"uf" text,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"offer_code" text,
	"price" numeric(10, 2) NOT NULL,
	"due_day" integer NOT NULL,
	"viability_status" text NOT NULL,
	"viability_source" text NOT NULL,
	"box_id" text,
	"box_name" text,
	"box_distance_meters" integer,
	"client_key" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_by" text,
	"assignee_id" text,
	"idempotency_key" text NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ups_draft_key_unique" UNIQUE("draft_key"),
	CONSTRAINT "sign_ups_protocol_unique" UNIQUE("protocol"),
	CONSTRAINT "sign_ups_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sign_ups_status_check" CHECK ("sign_ups"."status" in ('new', 'installing', 'done', 'cancelled')),
	CONSTRAINT "sign_ups_delivery_status_check" CHECK ("sign_ups"."delivery_status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "sign_ups_viability_check" CHECK ("sign_ups"."viability_status" in ('confirmado', 'provável', 'sem viabilidade'))
);
--> statement-breakpoint
CREATE TABLE "traffic_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_counts_day_kind_key_pk" PRIMARY KEY("day","kind","key"),
	CONSTRAINT "traffic_counts_kind_check" CHECK ("traffic_counts"."kind" in ('view', 'coverage_check'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "brand_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "share_image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gtm_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ga4_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "meta_pixel_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_documents" ADD CONSTRAINT "sign_up_documents_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_assignee_id_auth_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_deliveries_delivery_idx" ON "marketing_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "marketing_deliveries_lead_idx" ON "marketing_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "marketing_deliveries_subscriber_idx" ON "marketing_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "sign_ups_delivery_idx" ON "sign_ups" USING btree ("delivery_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sign_ups_client_idx" ON "sign_ups" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "sign_ups_created_idx" ON "sign_ups" USING btree ("created_at");