CREATE TABLE "mqtt_connections" (
	"corporation_id" integer PRIMARY KEY NOT NULL,
	"broker_url" text NOT NULL,
	"username" text,
	"password" text,
	"topics" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"client_id" text NOT NULL,
	"configured_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'connecting' NOT NULL,
	"last_connected_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"messages_stored" integer DEFAULT 0 NOT NULL,
	"messages_dropped" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD COLUMN "source" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
UPDATE "ingest_batches" SET "source" = 'meraki' WHERE "kind" = 'meraki';--> statement-breakpoint
ALTER TABLE "mqtt_connections" ADD CONSTRAINT "mqtt_connections_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingest_batches_location_source" ON "ingest_batches" USING btree ("location_id","source","received_at");