CREATE TABLE "area_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"group_id" integer,
	"floor_plan_id" integer,
	"name" text NOT NULL,
	"polygon" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hour_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" text NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"open_hour" integer,
	"close_hour" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"location_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"open_hour" integer,
	"close_hour" integer,
	CONSTRAINT "business_hours_location_id_weekday_pk" PRIMARY KEY("location_id","weekday"),
	CONSTRAINT "business_hours_weekday_check" CHECK ("business_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" text,
	"width_px" integer,
	"height_px" integer,
	"metres_per_pixel" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"visit_gap_minutes" integer NOT NULL,
	"visitor_rssi" integer NOT NULL,
	"ignore_rssi" integer NOT NULL,
	"min_visit_minutes" integer NOT NULL,
	"engager_minutes" integer NOT NULL,
	"fqv_minutes" integer NOT NULL,
	"engager_areas" integer NOT NULL,
	"raw_retention_days" integer NOT NULL,
	"tx_power" integer NOT NULL,
	"path_loss_exponent" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"corporation_id" integer,
	"location_id" integer,
	"name" text,
	"services" text DEFAULT 'FOOTTRAFFIC' NOT NULL,
	"area_id" integer,
	"floor_plan_id" integer,
	"x_m" double precision,
	"y_m" double precision,
	"height_cm" double precision,
	"last_seen_at" timestamp with time zone,
	"firmware" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"serial" text NOT NULL,
	"name" text NOT NULL,
	"tag_service" text NOT NULL,
	"door" text,
	"floor_plan_id" integer,
	"x_m" double precision,
	"y_m" double precision,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"corporation_id" integer NOT NULL,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"kept" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_groups" ADD CONSTRAINT "area_groups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_group_id_area_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."area_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hour_exceptions" ADD CONSTRAINT "business_hour_exceptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_settings" ADD CONSTRAINT "location_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_location_idx" ON "areas" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_hour_exceptions_day_unique" ON "business_hour_exceptions" USING btree ("location_id","date");--> statement-breakpoint
CREATE INDEX "floor_plans_location_idx" ON "floor_plans" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_serial_unique" ON "sensors" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "sensors_location_idx" ON "sensors" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_serial_unique" ON "tags" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "tags_location_idx" ON "tags" USING btree ("location_id");