import type { Completeness, UnavailableMetric } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { ChartCard, paletteColor, type ChartCardState } from '../../../components/chart';
import { rankedBarsHeight, rankedBarsOption } from '../attendee-tracking/ranked-bars';
import { useEventFormat } from '../xm/use-event-format';
import type { AreaRow } from './area-analytics';
import { areaTable } from './area-table';

interface AreaBarsCardProps {
  title: string;
  description: string;
  /** Rows in the order drawn (top first). */
  rows: readonly AreaRow[];
  /** What the bars show: average dwell (minutes and seconds) or attraction (percent). */
  measure: 'dwell' | 'attraction';
  /** The name column's heading: area or area group. */
  nameLabel: string;
  state: ChartCardState;
  completeness?: Completeness;
  unavailable?: readonly UnavailableMetric[];
  fileSuffix: string;
}

/** Areas (or area groups) as ranked bars, with visitors, attraction and dwell in the table. */
export function AreaBarsCard(props: AreaBarsCardProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const dwell = props.measure === 'dwell';
  const option = rankedBarsOption(
    props.rows.map((row) => ({
      name: row.name,
      // Dwell is drawn in minutes so the axis ticks fall on whole minutes.
      value: dwell ? (row.avgDwellS === null ? null : row.avgDwellS / 60) : row.attraction,
    })),
    dwell ? t('events.kpis.avgDwell') : t('events.table.attraction'),
    dwell ? paletteColor(3) : paletteColor(0),
    dwell
      ? { axis: format.minutesAxis, value: (minutes) => format.duration(minutes * 60) }
      : { axis: format.percent, value: format.percent },
  );
  return (
    <ChartCard
      title={props.title}
      description={props.description}
      option={option}
      height={rankedBarsHeight(props.rows.length)}
      table={areaTable(
        props.rows,
        {
          name: props.nameLabel,
          visitors: t('events.kpis.visitors'),
          attraction: t('events.table.attraction'),
          avgDwell: t('events.kpis.avgDwell'),
          totalDwell: t('events.table.totalDwell'),
        },
        format,
      )}
      state={props.state}
      empty={props.rows.every((row) => row.visitors === 0)}
      completeness={props.completeness}
      unavailable={props.unavailable}
      fileSuffix={props.fileSuffix}
    />
  );
}
