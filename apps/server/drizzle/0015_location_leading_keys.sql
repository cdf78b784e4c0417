-- Issue 18 (Citus): every key of a fact table leads with location_id. Each old key's columns
-- are the new key's minus location_id (NOT NULL), so existing rows satisfy the new keys.
ALTER TABLE "door_counts" DROP CONSTRAINT "door_counts_tag_id_start_ts_pk";--> statement-breakpoint
ALTER TABLE "gateway_counts" DROP CONSTRAINT "gateway_counts_sensor_id_start_ts_pk";--> statement-breakpoint
ALTER TABLE "gateway_heartbeats" DROP CONSTRAINT "gateway_heartbeats_sensor_id_ts_pk";--> statement-breakpoint
ALTER TABLE "ingest_batches" DROP CONSTRAINT "ingest_batches_pkey";--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT "visits_pkey";--> statement-breakpoint
ALTER TABLE "door_counts" ADD CONSTRAINT "door_counts_location_id_tag_id_start_ts_pk" PRIMARY KEY("location_id","tag_id","start_ts");--> statement-breakpoint
ALTER TABLE "gateway_counts" ADD CONSTRAINT "gateway_counts_location_id_sensor_id_start_ts_pk" PRIMARY KEY("location_id","sensor_id","start_ts");--> statement-breakpoint
ALTER TABLE "gateway_heartbeats" ADD CONSTRAINT "gateway_heartbeats_location_id_sensor_id_ts_pk" PRIMARY KEY("location_id","sensor_id","ts");--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD CONSTRAINT "ingest_batches_location_id_batch_id_pk" PRIMARY KEY("location_id","batch_id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_location_id_id_pk" PRIMARY KEY("location_id","id");--> statement-breakpoint
CREATE INDEX "door_counts_tag_start_idx" ON "door_counts" USING btree ("tag_id","start_ts");--> statement-breakpoint
CREATE INDEX "gateway_counts_sensor_start_idx" ON "gateway_counts" USING btree ("sensor_id","start_ts");--> statement-breakpoint
CREATE INDEX "ingest_batches_batch_idx" ON "ingest_batches" USING btree ("batch_id");