import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ChartCardActionsProps {
  /** The chart's title, named in the buttons' accessible labels. */
  title: string;
  showTable: boolean;
  onToggleTable: () => void;
  onCsv: () => void;
  /** Absent when there is no chart drawing to export. */
  onPng?: () => void;
  onFullScreen: () => void;
}

/** The chart card's header buttons: table view, downloads, full screen. */
export function ChartCardActions(props: ChartCardActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="compact-sm"
        variant={props.showTable ? 'light' : 'subtle'}
        aria-pressed={props.showTable}
        aria-label={t('dashboards.chart.tableFor', { title: props.title })}
        onClick={props.onToggleTable}
      >
        {t('dashboards.chart.table')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('dashboards.chart.downloadFor', { title: props.title })}
          >
            {t('dashboards.chart.download')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={props.onCsv}>{t('dashboards.chart.downloadCsv')}</Menu.Item>
          {props.onPng && (
            <Menu.Item onClick={props.onPng}>{t('dashboards.chart.downloadPng')}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t('dashboards.chart.fullScreenFor', { title: props.title })}
        onClick={props.onFullScreen}
      >
        {t('dashboards.chart.fullScreen')}
      </Button>
    </>
  );
}
