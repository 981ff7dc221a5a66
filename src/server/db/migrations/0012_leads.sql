CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"city" text,
	"uf" text,
	"cep" text,
	"house_number" text,
	"period" text,
	"plan_id" integer,
	"plan_name" text,
	"offer_code" text,
	"cnpj" text,
	"company_name" text,
	"consented_at" timestamp with time zone,
	"client_key" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('coverage', 'callback', 'business')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'in_progress', 'converted', 'not_interested')),
	CONSTRAINT "leads_delivery_status_check" CHECK ("leads"."delivery_status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "leads_period_check" CHECK ("leads"."period" is null or "leads"."period" in ('morning', 'afternoon', 'evening'))
);
--> statement-breakpoint
CREATE INDEX "leads_delivery_idx" ON "leads" USING btree ("delivery_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_client_idx" ON "leads" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");