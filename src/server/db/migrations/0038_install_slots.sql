CREATE TABLE "install_schedules" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"weekdays" jsonb NOT NULL,
	"morning_capacity" integer NOT NULL,
	"afternoon_capacity" integer NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "install_schedules_morning_check" CHECK ("install_schedules"."morning_capacity" between 0 and 50),
	CONSTRAINT "install_schedules_afternoon_check" CHECK ("install_schedules"."afternoon_capacity" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "slot_date" text;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "slot_period" text;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "slot_state" text;--> statement-breakpoint
ALTER TABLE "install_schedules" ADD CONSTRAINT "install_schedules_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ups_slot_idx" ON "sign_ups" USING btree ("city_id","slot_date");--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_slot_period_check" CHECK ("sign_ups"."slot_period" is null or "sign_ups"."slot_period" in ('morning', 'afternoon'));--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_slot_state_check" CHECK ("sign_ups"."slot_state" is null or "sign_ups"."slot_state" in ('held', 'confirmed', 'released'));