CREATE TABLE "area_hourly_rollups" (
	"location_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"area_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"visitors" integer NOT NULL,
	"dwell_s_sum" bigint NOT NULL,
	CONSTRAINT "area_hourly_rollups_location_id_hour_start_area_id_pk" PRIMARY KEY("location_id","hour_start","area_id")
);
--> statement-breakpoint
CREATE TABLE "door_counts" (
	"location_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"end_ts" timestamp with time zone NOT NULL,
	"count_in" integer NOT NULL,
	"count_out" integer NOT NULL,
	CONSTRAINT "door_counts_tag_id_start_ts_pk" PRIMARY KEY("tag_id","start_ts")
);
--> statement-breakpoint
CREATE TABLE "gateway_counts" (
	"location_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"end_ts" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "gateway_counts_sensor_id_start_ts_pk" PRIMARY KEY("sensor_id","start_ts")
);
--> statement-breakpoint
CREATE TABLE "gateway_heartbeats" (
	"location_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"uptime_s" integer NOT NULL,
	"firmware" text,
	CONSTRAINT "gateway_heartbeats_sensor_id_ts_pk" PRIMARY KEY("sensor_id","ts")
);
--> statement-breakpoint
CREATE TABLE "gateway_hourly_rollups" (
	"location_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"detections" integer NOT NULL,
	"heartbeats" integer NOT NULL,
	"minutes_seen" smallint NOT NULL,
	CONSTRAINT "gateway_hourly_rollups_location_id_sensor_id_hour_start_pk" PRIMARY KEY("location_id","sensor_id","hour_start")
);
--> statement-breakpoint
CREATE TABLE "heatmap_hourly_rollups" (
	"location_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"floor_plan_id" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"local_date" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "heatmap_hourly_rollups_location_id_hour_start_floor_plan_id_cell_x_cell_y_pk" PRIMARY KEY("location_id","hour_start","floor_plan_id","cell_x","cell_y")
);
--> statement-breakpoint
CREATE TABLE "hourly_rollups" (
	"location_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"local_hour" smallint NOT NULL,
	"weekday" smallint NOT NULL,
	"in_business_hours" boolean NOT NULL,
	"walk_bys" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"engagers" integer DEFAULT 0 NOT NULL,
	"fqv" integer DEFAULT 0 NOT NULL,
	"returning_visitors" integer DEFAULT 0 NOT NULL,
	"randomized_visitors" integer DEFAULT 0 NOT NULL,
	"dwell_s_sum" bigint DEFAULT 0 NOT NULL,
	"duration_s_sum" bigint DEFAULT 0 NOT NULL,
	"walk_ins" integer DEFAULT 0 NOT NULL,
	"walk_outs" integer DEFAULT 0 NOT NULL,
	"occupancy_max" integer DEFAULT 0 NOT NULL,
	"presence_avg" double precision DEFAULT 0 NOT NULL,
	"detections" integer DEFAULT 0 NOT NULL,
	"gateways_reporting" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hourly_rollups_location_id_hour_start_pk" PRIMARY KEY("location_id","hour_start")
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_count" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_dirty_days" (
	"location_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pipeline_dirty_days_location_id_local_date_pk" PRIMARY KEY("location_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "pipeline_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"detail" jsonb,
	"raised_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "raw_detections" (
	"location_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"rssi" smallint NOT NULL,
	"randomized" boolean NOT NULL,
	"seq_num" integer
);
--> statement-breakpoint
CREATE TABLE "transition_hourly_rollups" (
	"location_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"from_area_id" integer NOT NULL,
	"to_area_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transition_hourly_rollups_location_id_hour_start_from_area_id_to_area_id_pk" PRIMARY KEY("location_id","hour_start","from_area_id","to_area_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"device" text NOT NULL,
	"randomized" boolean NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"end_ts" timestamp with time zone NOT NULL,
	"is_visitor" boolean NOT NULL,
	"is_engager" boolean NOT NULL,
	"is_fqv" boolean NOT NULL,
	"is_returning" boolean NOT NULL,
	"dwell_s" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"area_runs" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD CONSTRAINT "ingest_batches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_dirty_days" ADD CONSTRAINT "pipeline_dirty_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_events" ADD CONSTRAINT "pipeline_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_counts_location_start_idx" ON "door_counts" USING btree ("location_id","start_ts");--> statement-breakpoint
CREATE INDEX "gateway_counts_location_start_idx" ON "gateway_counts" USING btree ("location_id","start_ts");--> statement-breakpoint
CREATE INDEX "gateway_heartbeats_location_ts_idx" ON "gateway_heartbeats" USING btree ("location_id","ts");--> statement-breakpoint
CREATE INDEX "pipeline_events_location_idx" ON "pipeline_events" USING btree ("location_id","raised_at");--> statement-breakpoint
CREATE INDEX "raw_detections_location_ts_idx" ON "raw_detections" USING btree ("location_id","ts");--> statement-breakpoint
CREATE INDEX "visits_location_date_idx" ON "visits" USING btree ("location_id","local_date");--> statement-breakpoint
CREATE INDEX "visits_location_device_idx" ON "visits" USING btree ("location_id","device");