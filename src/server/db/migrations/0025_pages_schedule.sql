ALTER TABLE "pages" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_schedule_order" CHECK ("pages"."unpublish_at" > "pages"."publish_at");--> statement-breakpoint
-- Every page written before publications were kept is published as it stands (decision 0041).
UPDATE "pages" SET "published" = jsonb_build_object('title', "title", 'lead', "lead", 'bodyHtml', "body_html", 'seoTitle', "seo_title", 'seoDescription', "seo_description", 'imageUrl', "image_url", 'imageWidth', "image_width", 'imageHeight', "image_height", 'imageAlt', "image_alt");
