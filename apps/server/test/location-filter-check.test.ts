// The reading of SQL texts that the Citus-ready check (citus-ready-sql.test.ts) relies on: which
// fact tables a statement touches and whether it names their locations. Examples are statements
// the server sent before they were fixed (issue 18) and their fixed forms.
import { describe, expect, it } from 'vitest';
import { factReferences, unfilteredFactTables } from './helpers/location-filter-check';

describe('location filter check', () => {
  it('finds the fact tables read or changed, not an insert target alone', () => {
    expect(factReferences('select * from "visits" where "visits"."location_id" = $1')).toEqual([
      { table: 'visits', alias: null },
    ]);
    expect(factReferences('select * from hourly_rollups h join areas a on true')).toEqual([
      { table: 'hourly_rollups', alias: 'h' },
    ]);
    expect(factReferences('insert into visits (a) select * from unnest($1::int[])')).toEqual([]);
    expect(factReferences('select id from locations where corporation_id = $1')).toEqual([]);
    expect(factReferences('select count(*) from raw_detections_20260101')).toHaveLength(1);
  });

  it('accepts equality, IN and = ANY on every fact table, joined on location_id or not', () => {
    for (const text of [
      'select * from "visits" where ("visits"."location_id" = $1 and "visits"."local_date" = $2)',
      'select * from door_counts where door_counts.location_id in ($1, $2) and tag_id in ($3)',
      'delete from daily_rollups where location_id = any(cast($1 as int[]))',
      'update sensors set firmware = $1 where not exists (select 1 from gateway_heartbeats h where h.location_id = $2::int)',
      'select * from visits v where v.location_id = $1 and exists (select 1 from hourly_rollups h where h.location_id = v.location_id)',
    ])
      expect(unfilteredFactTables(text), text).toEqual([]);
  });

  it('refuses ranges, subqueries and correlations with a reference table', () => {
    expect(
      unfilteredFactTables('delete from daily_rollups where location_id between $1 and $2'),
    ).toEqual(['daily_rollups']);
    expect(
      unfilteredFactTables(
        'select * from hourly_rollups h where h.location_id in (select l.id from locations l where l.corporation_id = $1)',
      ),
    ).toEqual(['hourly_rollups']);
    expect(
      unfilteredFactTables(
        'select id from locations where exists (select 1 from raw_detections where raw_detections.location_id = locations.id)',
      ),
    ).toEqual(['raw_detections']);
    expect(
      unfilteredFactTables(
        'select * from door_counts where door_counts.tag_id in ($1) order by door_counts.tag_id',
      ),
    ).toEqual(['door_counts']);
    // A location named for one table does not cover another one.
    expect(
      unfilteredFactTables(
        'select * from sensors s join visits v on true where s.location_id = $1 and (select max(hb.ts) from gateway_heartbeats hb where hb.sensor_id = s.id) > v.start_ts and v.location_id = $2',
      ),
    ).toEqual(['gateway_heartbeats']);
  });
});
