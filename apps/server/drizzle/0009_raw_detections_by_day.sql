-- Raw detections partitioned by UTC day (raw_detections_YYYYMMDD), so retention drops whole
-- partitions instead of deleting rows. raw_detections_default takes the rows of days without a
-- partition; the hourly retention job makes partitions ahead of time and moves such rows into
-- their days (src/db/raw-partitions.ts). The existing rows move into their days here.
ALTER TABLE "raw_detections" RENAME TO "raw_detections_unpartitioned";--> statement-breakpoint
ALTER INDEX "raw_detections_location_ts_idx" RENAME TO "raw_detections_unpartitioned_location_ts_idx";--> statement-breakpoint
CREATE TABLE "raw_detections" (LIKE "raw_detections_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("ts");--> statement-breakpoint
CREATE INDEX "raw_detections_location_ts_idx" ON "raw_detections" USING btree ("location_id","ts");--> statement-breakpoint
CREATE TABLE "raw_detections_default" PARTITION OF "raw_detections" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  day date;
BEGIN
  FOR day IN SELECT DISTINCT ("ts" AT TIME ZONE 'UTC')::date FROM "raw_detections_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "raw_detections" FOR VALUES FROM (%L) TO (%L)',
      'raw_detections_' || to_char(day, 'YYYYMMDD'),
      day::timestamp AT TIME ZONE 'UTC',
      (day + 1)::timestamp AT TIME ZONE 'UTC'
    );
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "raw_detections" SELECT * FROM "raw_detections_unpartitioned";--> statement-breakpoint
DROP TABLE "raw_detections_unpartitioned";
