CREATE TABLE "location_calibrations" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"capture_ratio" double precision NOT NULL,
	"band" double precision NOT NULL,
	"residual_sd" double precision NOT NULL,
	"days_used" integer NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_calibrations" ADD CONSTRAINT "location_calibrations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;