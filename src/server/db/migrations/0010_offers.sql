-- Offers (issue 19; docs/decisions/0024-offer-codes-and-versions.md): the Etiqueta Padrão's fields on plans
-- and business plans, and the repository of offer versions. Hand-written statements between drizzle-kit's:
-- the speed texts ('500 Mb/s', '900 Mega', '1 Giga', '1.000 Mb/s') become whole Mb/s with the rule of
-- parseSpeedText (src/domain/offer.ts; src/server/db/offers-migration.test.ts checks both agree), upload
-- is half the download (every plan so far is fibre), and the sales period starts on the day the plan was
-- created (Brasília). Deleted plans in the Lixeira get the same, so they can still be restored. What no
-- text says (the Wi-Fi equipment, the payment conditions) stays empty for staff to fill: the console marks
-- those plans incomplete. Versions of the plans on sale are opened by the server at start
-- (reconcileOfferVersions), which knows how to name them. The versions are frozen by a trigger.
CREATE TABLE "offer_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"plan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"offer" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"cities" jsonb,
	CONSTRAINT "offer_versions_code_unique" UNIQUE("code"),
	CONSTRAINT "offer_versions_plan_version_unique" UNIQUE("kind","plan_id","version"),
	CONSTRAINT "offer_versions_kind_known" CHECK ("offer_versions"."kind" in ('plan', 'business_plan')),
	CONSTRAINT "offer_versions_end_reason_known" CHECK ("offer_versions"."end_reason" in ('changed', 'deactivated', 'removed')),
	CONSTRAINT "offer_versions_closed_whole" CHECK (("offer_versions"."ended_at" is null) = ("offer_versions"."end_reason" is null) and ("offer_versions"."ended_at" is null) = ("offer_versions"."cities" is null)),
	CONSTRAINT "offer_versions_version_positive" CHECK ("offer_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "contract_modality" text DEFAULT 'pos-pago' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "digital_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "anatel_code" text;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "technology" text DEFAULT 'fibra' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "download_mbps" integer;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "upload_mbps" integer;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "data_allowance" text DEFAULT 'Sem franquia' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "wifi_equipment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "equipment_provision" text DEFAULT 'comodato' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "usage_notes" text;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "promo_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "promo_months" integer;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "installation_fee" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "other_fees" text;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "loyalty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "termination_fine_rule" text DEFAULT 'Multa proporcional aos meses que faltam para o fim da fidelização, calculada sobre o benefício concedido na contratação.' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "readjustment_index" text DEFAULT 'IPCA' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "readjustment_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "sales_starts_on" date;--> statement-breakpoint
ALTER TABLE "business_plans" ADD COLUMN "sales_ends_on" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "contract_modality" text DEFAULT 'pos-pago' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "digital_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "anatel_code" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "technology" text DEFAULT 'fibra' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "download_mbps" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "upload_mbps" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "data_allowance" text DEFAULT 'Sem franquia' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "wifi_equipment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "equipment_provision" text DEFAULT 'comodato' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "usage_notes" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "promo_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "promo_months" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "installation_fee" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "other_fees" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "loyalty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "termination_fine_rule" text DEFAULT 'Multa proporcional aos meses que faltam para o fim da fidelização, calculada sobre o benefício concedido na contratação.' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "readjustment_index" text DEFAULT 'IPCA' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "readjustment_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sales_starts_on" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sales_ends_on" date;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_one_open" ON "offer_versions" USING btree ("kind","plan_id") WHERE "offer_versions"."ended_at" is null;--> statement-breakpoint
CREATE FUNCTION pg_temp.vitrine_speed_mbps(speed text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v BETWEEN 1 AND 100000 THEN v::integer END FROM (
    SELECT round((CASE WHEN m[1] ~ '^[0-9]{1,3}([.][0-9]{3})+$' THEN replace(m[1], '.', '') ELSE replace(m[1], ',', '.') END)::numeric
      * CASE WHEN upper(m[2]) = 'G' THEN 1000 ELSE 1 END) AS v
    FROM (SELECT regexp_match(speed, '([0-9]{1,3}(?:[.][0-9]{3})+(?![0-9])|[0-9]+(?:[.,][0-9]+)?)\s*([GgMm])?') AS m) AS matched
  ) AS valued
$$;--> statement-breakpoint
UPDATE "plans" SET "download_mbps" = pg_temp.vitrine_speed_mbps("speed"), "sales_starts_on" = ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date;--> statement-breakpoint
UPDATE "business_plans" SET "download_mbps" = pg_temp.vitrine_speed_mbps("speed"), "sales_starts_on" = ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date;--> statement-breakpoint
UPDATE "plans" SET "upload_mbps" = greatest(1, "download_mbps" / 2) WHERE "download_mbps" IS NOT NULL;--> statement-breakpoint
UPDATE "business_plans" SET "upload_mbps" = greatest(1, "download_mbps" / 2) WHERE "download_mbps" IS NOT NULL;--> statement-breakpoint
UPDATE "trash" SET "record" = ("record" - 'speed') || jsonb_build_object(
  'downloadMbps', pg_temp.vitrine_speed_mbps("record"->>'speed'),
  'uploadMbps', (SELECT CASE WHEN d IS NOT NULL THEN greatest(1, d / 2) END FROM pg_temp.vitrine_speed_mbps("record"->>'speed') AS d),
  'salesStartsOn', (("record"->>'createdAt')::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date
) WHERE "entity" IN ('plans', 'business_plans') AND "record" ? 'speed';--> statement-breakpoint
DROP FUNCTION pg_temp.vitrine_speed_mbps(text);--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_technology_known" CHECK ("business_plans"."technology" in ('fibra', 'fwa'));--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_equipment_provision_known" CHECK ("business_plans"."equipment_provision" in ('comodato', 'locacao', 'venda', 'cliente'));--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_contract_modality_known" CHECK ("business_plans"."contract_modality" in ('pos-pago', 'pre-pago', 'controle'));--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_readjustment_index_known" CHECK ("business_plans"."readjustment_index" in ('IPCA', 'IGP-M', 'INPC', 'IST'));--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_speeds_positive" CHECK ("business_plans"."download_mbps" > 0 and "business_plans"."upload_mbps" > 0);--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_promo_complete" CHECK (("business_plans"."promo_price" is null) = ("business_plans"."promo_months" is null));--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_promo_below_price" CHECK ("business_plans"."promo_price" >= 0 and "business_plans"."promo_price" < "business_plans"."price" and "business_plans"."promo_months" between 1 and 36);--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_installation_fee_non_negative" CHECK ("business_plans"."installation_fee" >= 0);--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_loyalty_months_range" CHECK ("business_plans"."loyalty_months" between 0 and 36);--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_readjustment_after_a_year" CHECK ("business_plans"."readjustment_months" >= 12);--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_sales_period_order" CHECK ("business_plans"."sales_ends_on" >= "business_plans"."sales_starts_on");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_technology_known" CHECK ("plans"."technology" in ('fibra', 'fwa'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_equipment_provision_known" CHECK ("plans"."equipment_provision" in ('comodato', 'locacao', 'venda', 'cliente'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_contract_modality_known" CHECK ("plans"."contract_modality" in ('pos-pago', 'pre-pago', 'controle'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_readjustment_index_known" CHECK ("plans"."readjustment_index" in ('IPCA', 'IGP-M', 'INPC', 'IST'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_speeds_positive" CHECK ("plans"."download_mbps" > 0 and "plans"."upload_mbps" > 0);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_promo_complete" CHECK (("plans"."promo_price" is null) = ("plans"."promo_months" is null));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_promo_below_price" CHECK ("plans"."promo_price" >= 0 and "plans"."promo_price" < "plans"."price" and "plans"."promo_months" between 1 and 36);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_installation_fee_non_negative" CHECK ("plans"."installation_fee" >= 0);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_loyalty_months_range" CHECK ("plans"."loyalty_months" between 0 and 12);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_readjustment_after_a_year" CHECK ("plans"."readjustment_months" >= 12);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_sales_period_order" CHECK ("plans"."sales_ends_on" >= "plans"."sales_starts_on");--> statement-breakpoint
ALTER TABLE "business_plans" DROP COLUMN "speed";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "speed";--> statement-breakpoint
CREATE FUNCTION "offer_versions_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'offer version % is kept for good: it cannot be deleted', OLD."code" USING ERRCODE = 'P0001';
  END IF;
  IF OLD."ended_at" IS NOT NULL OR NEW."ended_at" IS NULL
    OR (to_jsonb(NEW) - 'ended_at' - 'end_reason' - 'cities') IS DISTINCT FROM (to_jsonb(OLD) - 'ended_at' - 'end_reason' - 'cities') THEN
    RAISE EXCEPTION 'offer version % is frozen: it can only be closed, once', OLD."code" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "offer_versions_frozen" BEFORE UPDATE OR DELETE ON "offer_versions" FOR EACH ROW EXECUTE FUNCTION "offer_versions_frozen"();