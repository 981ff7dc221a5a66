CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"image_alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key")
);
