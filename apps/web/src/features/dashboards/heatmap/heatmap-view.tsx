import { numberFormat } from '@footfall/core';
import type { FloorPlan } from '@footfall/core';
import { Anchor, Paper, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeatmap, type AnalyticsParams } from '../../../api/analytics';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useLocale } from '../../../i18n/use-locale';
import { useUploadImage } from '../../floor-plan-editor/use-upload-image';
import { heatGrid } from './heat-grid';
import { HeatLegend } from './heat-legend';
import { heatTable } from './heat-table';
import { HeatmapLayer } from './heatmap-layer';
import { HourSlider } from './hour-slider';
import { hourRangeLabel } from './hour-label';
import { useHeatmapSelection } from './use-heatmap-selection';
import { useLastDefined } from './use-last-defined';

export interface HeatmapViewProps {
  locationId: string;
  /** The range and business-hours filter (the hour comes from the slider). */
  params: AnalyticsParams;
  /** The location's floor plans (with image and scale); undefined while they load. */
  floorPlans: readonly FloorPlan[] | undefined;
  floorPlansState: ChartCardState;
  /** Where floor plans are added and scaled (in the app); absent on a shared page. */
  floorPlansLink?: string;
  fileSuffix?: string;
}

/**
 * The heatmap (issue 6, item 8): the floor plan image with the heat layer over it, for the whole
 * day or one hour of every day (the time slider), with a legend, a floor plan choice when there
 * are several, and an explanation when there is nothing to draw. Every page of the API is
 * followed and merged by useHeatmap.
 */
export function HeatmapView(props: HeatmapViewProps) {
  const { locationId, params, floorPlans, floorPlansState } = props;
  const { t } = useTranslation();
  const selection = useHeatmapSelection();
  const query = useHeatmap(locationId, { ...params, hour: selection.hour });
  const data = useLastDefined(query.data);

  if (floorPlansState.isPending || (query.isPending && !data)) return <LoadingState />;
  if (floorPlansState.isError)
    return (
      <ErrorState
        onRetry={floorPlansState.refetch ? () => void floorPlansState.refetch?.() : undefined}
      />
    );
  if (query.isError && !data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!data) return <LoadingState />;

  if (data.unavailable.some((item) => item.metric === 'HEATMAP'))
    return <EmptyState message={t('journeys.heatmap.unavailable')} />;
  const plans = floorPlans ?? [];
  if (plans.length === 0)
    return (
      <EmptyState
        message={t('journeys.heatmap.noFloorPlan')}
        link={
          props.floorPlansLink
            ? { to: props.floorPlansLink, label: t('journeys.heatmap.addFloorPlan') }
            : undefined
        }
      />
    );
  const plan = plans.find((candidate) => candidate.id === selection.planId) ?? plans[0];
  if (!plan) return null;

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-label={t('journeys.heatmap.timeOfDay')}
      >
        <HourSlider hour={selection.hour} onChange={selection.setHour} />
      </Paper>
      <PlanHeatmap
        plan={plan}
        plans={plans}
        onPlanChange={selection.setPlanId}
        data={data}
        state={{
          isPending: false,
          isError: query.isError,
          isFetching: query.isFetching,
          refetch: query.refetch,
        }}
        hour={selection.hour}
        floorPlansLink={props.floorPlansLink}
        fileSuffix={props.fileSuffix}
      />
    </Stack>
  );
}

interface PlanHeatmapProps {
  plan: FloorPlan;
  plans: readonly FloorPlan[];
  onPlanChange: (planId: string) => void;
  data: NonNullable<ReturnType<typeof useHeatmap>['data']>;
  state: ChartCardState;
  hour: number | null;
  floorPlansLink?: string;
  fileSuffix?: string;
}

function PlanHeatmap({
  plan,
  plans,
  onPlanChange,
  data,
  state,
  hour,
  floorPlansLink,
  fileSuffix,
}: PlanHeatmapProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const image = useUploadImage(plan.image_url);
  const number = useMemo(() => numberFormat(locale, 'decimal'), [locale]);
  const scale = plan.metres_per_pixel;
  const grid = useMemo(
    () => heatGrid(data.cells, Number(plan.id), data.cell_m, scale ?? 0),
    [data.cells, data.cell_m, plan.id, scale],
  );
  const table = useMemo(
    () =>
      heatTable(grid, data.cell_m, {
        x: t('journeys.heatmap.xColumn'),
        y: t('journeys.heatmap.yColumn'),
        count: t('journeys.heatmap.countColumn'),
      }),
    [grid, data.cell_m, t],
  );

  const selector =
    plans.length > 1 ? (
      <Select
        aria-label={t('journeys.heatmap.floorPlan')}
        data={plans.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={plan.id}
        onChange={(value) => value && onPlanChange(value)}
        allowDeselect={false}
        size="xs"
        w={180}
      />
    ) : undefined;

  const missing = !plan.image_url
    ? 'noImage'
    : !scale || !plan.width_px || !plan.height_px
      ? 'noScale'
      : null;
  const when = hour === null ? t('journeys.heatmap.wholeDay') : hourRangeLabel(hour, locale);

  return (
    <ChartCard
      title={t('journeys.heatmap.cardTitle', { plan: plan.name })}
      description={t('journeys.heatmap.cardDescription', { when })}
      table={table}
      state={state}
      empty={missing === null && image.src !== null && grid.rects.length === 0}
      emptyHint={hour === null ? t('journeys.heatmap.emptyDay') : t('journeys.heatmap.emptyHour')}
      completeness={data.completeness}
      unavailable={data.unavailable}
      fileSuffix={fileSuffix}
      actions={selector}
    >
      {missing !== null ? (
        <Stack gap="xs" align="center" ta="center" p="md">
          <Text>{t(`journeys.heatmap.${missing}`)}</Text>
          {floorPlansLink && (
            <Anchor component={Link} to={floorPlansLink}>
              {t('journeys.heatmap.editFloorPlan')}
            </Anchor>
          )}
        </Stack>
      ) : image.failed ? (
        <ErrorState message={t('journeys.heatmap.imageFailed')} />
      ) : image.src === null || !plan.width_px || !plan.height_px ? (
        <LoadingState />
      ) : (
        <>
          <HeatmapLayer
            imageSrc={image.src}
            widthPx={plan.width_px}
            heightPx={plan.height_px}
            rects={grid.rects}
            label={t('journeys.heatmap.layerLabel', {
              plan: plan.name,
              when,
              cells: number.format(grid.rects.length),
              count: grid.rects.length,
              max: number.format(grid.max),
            })}
            cellTitle={(rect) =>
              t('journeys.heatmap.cellTitle', {
                positions: number.format(rect.count),
                count: rect.count,
                x: number.format(rect.cellX * data.cell_m),
                y: number.format(rect.cellY * data.cell_m),
              })
            }
          />
          <HeatLegend
            max={number.format(grid.max)}
            maxCount={grid.max}
            cell={number.format(data.cell_m)}
          />
        </>
      )}
    </ChartCard>
  );
}
