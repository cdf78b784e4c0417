CREATE TABLE "location_calibrations" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"capture_ratio" double precision,
	"band" double precision,
	"residual_sd" double precision,
	"days_used" integer,
	"from_date" text,
	"to_date" text,
	"presence_weight" double precision,
	"presence_hours" integer,
	"fitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hourly_rollups" ADD COLUMN "presence_identified" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hourly_rollups" ADD COLUMN "presence_linked" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hourly_rollups" ADD COLUMN "presence_unlinked" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hourly_rollups" ADD COLUMN "occupancy_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "location_calibrations" ADD CONSTRAINT "location_calibrations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;