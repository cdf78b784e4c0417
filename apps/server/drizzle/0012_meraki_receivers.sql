CREATE TABLE "meraki_receivers" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"validator" text NOT NULL,
	"last_post_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "device_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "meraki_receivers" ADD CONSTRAINT "meraki_receivers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;