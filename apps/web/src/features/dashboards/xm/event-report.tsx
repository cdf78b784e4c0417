import type { FootTrafficResponse } from '@footfall/core';
import { Group, Select, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFootTraffic, type AnalyticsParams } from '../../../api/analytics';
import { ChartCard } from '../../../components/chart';
import { ReportDownloadMenu } from '../../report-files';
import { DashboardGrid, DashboardGridWide } from '../shared/dashboard-layout';
import { eventChartOption } from './event-chart';
import { busiestDay, eventDayRows, eventHourRows } from './event-figures';
import { eventDayTable, eventHourTable } from './event-tables';
import { SectionHeading } from './section-heading';
import { useEventFormat } from './use-event-format';
import { useEventLabels, type EventSpace } from './use-event-labels';

interface EventReportProps {
  locationId: string;
  title: string;
  chartDescription: string;
  /** What counts as a show day, under the heading. */
  intro: string;
  /** Foot-traffic of the range by day. */
  days: UseQueryResult<FootTrafficResponse>;
  /** The filters' API parameters (range, business hours); the hour view asks one day by hour. */
  params: AnalyticsParams;
  space: EventSpace;
  fileSuffix: string;
  /** Offer the chosen day's generated report (event-daily) beside the day picker. */
  dayDownload?: boolean;
}

/**
 * The day-by-day report: a chart and table per show day (impressions, visitors, engagement,
 * dwell, FQV), then the chosen day hour by hour (the busiest day until the user picks another).
 */
export function EventReport(props: EventReportProps) {
  const { days, space } = props;
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels(space);
  const rows = useMemo(() => (days.data ? eventDayRows(days.data) : []), [days.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const day =
    picked !== null && rows.some((row) => row.date === picked) ? picked : busiestDay(rows);

  const report = useMemo(
    () => ({
      option: eventChartOption(
        rows.map((row) => format.dayShort(row.date)),
        rows,
        labels.chart,
        format,
      ),
      table: eventDayTable(rows, labels.table, format),
    }),
    [rows, labels, format],
  );

  return (
    <Stack gap="sm">
      <SectionHeading title={props.title} intro={props.intro} />
      <DashboardGrid>
        <DashboardGridWide>
          <ChartCard
            title={t('events.xm.report.chartTitle')}
            description={props.chartDescription}
            option={report.option}
            table={report.table}
            state={days}
            emptyHint={t('events.xm.report.noShowDays')}
            completeness={days.data?.completeness}
            unavailable={days.data?.unavailable}
            fileSuffix={props.fileSuffix}
          />
        </DashboardGridWide>
        {day !== null && (
          <DashboardGridWide>
            <EventHoursCard
              locationId={props.locationId}
              params={props.params}
              day={day}
              dayOptions={rows.map((row) => ({ value: row.date, label: format.day(row.date) }))}
              onDayChange={setPicked}
              space={space}
              download={props.dayDownload ?? false}
            />
          </DashboardGridWide>
        )}
      </DashboardGrid>
    </Stack>
  );
}

interface EventHoursCardProps {
  locationId: string;
  params: AnalyticsParams;
  day: string;
  dayOptions: { value: string; label: string }[];
  onDayChange: (day: string) => void;
  space: EventSpace;
  download: boolean;
}

function EventHoursCard({
  locationId,
  params,
  day,
  dayOptions,
  onDayChange,
  space,
  download,
}: EventHoursCardProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels(space);
  const hours = useFootTraffic(locationId, {
    ...params,
    start_date: day,
    end_date: day,
    granularity: 'hour',
    compare: false,
    area_id: null,
  });
  const chart = useMemo(() => {
    const rows = hours.data ? eventHourRows(hours.data) : [];
    return {
      option: eventChartOption(
        rows.map((row) => format.hour(row.hour)),
        rows,
        labels.chart,
        format,
      ),
      table: eventHourTable(rows, labels.table, format),
    };
  }, [hours.data, labels, format]);

  return (
    <ChartCard
      title={t('events.xm.report.hoursTitle', { day: format.day(day) })}
      description={t('events.xm.report.hoursDescription')}
      option={chart.option}
      table={chart.table}
      state={hours}
      completeness={hours.data?.completeness}
      fileSuffix={day}
      actions={
        <Group gap="xs" align="flex-start">
          <Select
            aria-label={t('events.xm.report.day')}
            size="xs"
            w={200}
            allowDeselect={false}
            value={day}
            data={dayOptions}
            onChange={(next) => next && onDayChange(next)}
            comboboxProps={{ withinPortal: true }}
          />
          {download && (
            <div role="group" aria-label={t('events.downloads.dayGroup', { day: format.day(day) })}>
              <ReportDownloadMenu
                kind="event-daily"
                request={{
                  location_id: locationId,
                  dates: [{ start_date: day, end_date: day }],
                }}
                label={t('events.downloads.day')}
              />
            </div>
          )}
        </Group>
      }
    />
  );
}
