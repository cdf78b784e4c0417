ALTER TABLE "hourly_rollups" ADD COLUMN "door_intervals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hours processed before this column existed: their door-counter intervals, counted once here
-- (the pipeline writes the column from now on).
UPDATE "hourly_rollups" AS h SET "door_intervals" = s.n
FROM (
  SELECT h2.location_id, h2.hour_start, count(*)::int AS n
  FROM "hourly_rollups" h2
  JOIN "door_counts" c ON c.location_id = h2.location_id
    AND c.start_ts >= h2.hour_start AND c.start_ts < h2.hour_start + interval '1 hour'
  GROUP BY h2.location_id, h2.hour_start
) AS s
WHERE s.location_id = h.location_id AND s.hour_start = h.hour_start;
