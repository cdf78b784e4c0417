// A report document exercising every section kind, for the renderers' tests: KPIs with changes,
// a bar chart, a 120-row table (several PDF pages), a text section and explanations.
import { metricChange } from '@footfall/core';
import type { Locale, ReportDateFormat } from '@footfall/core';
import type { DocumentValue, ReportDocument } from '../../src/reports/documents/model';

export const FIXTURE_ROWS = 120;

const count = (value: number | null): DocumentValue => ({ kind: 'number', value, style: 'count' });

function day(index: number): string {
  return new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
}

export function fixtureDocument(
  locale: Locale = 'en-US',
  dateFormat: ReportDateFormat = 'MM/DD/YYYY',
): ReportDocument {
  const rows: DocumentValue[][] = Array.from({ length: FIXTURE_ROWS }, (_, index) => [
    { kind: 'date', value: day(index) },
    index % 3 === 0 ? 'Galeries Lafayette – entrée nord' : `Store ${index + 1}`,
    count(index === 7 ? null : 1000 + index * 37),
    { kind: 'number', value: 0.125 + index / 1000, style: 'percent' },
    { kind: 'number', value: 725 + index, style: 'duration' },
  ]);
  return {
    title: 'Retail report',
    subtitle: 'Rue de Rivoli store · 01/01/2026 – 04/30/2026',
    organisation: 'Acme Retail Group',
    generatedAt: new Date('2026-05-01T14:05:00Z'),
    locale,
    dateFormat,
    timezone: 'Europe/Paris',
    sections: [
      {
        kind: 'kpis',
        title: 'Key figures',
        items: [
          {
            label: 'Visitors',
            value: count(1234),
            change: metricChange('visitors', 1385.782, 1234),
          },
          { label: 'Walk-ins', value: count(987654), change: metricChange('walk_ins', 96, 100) },
          {
            label: 'Capture rate',
            value: { kind: 'number', value: 0.125, style: 'percent' },
            change: metricChange('capture_rate', 0.125, 0.104),
            note: 'Good',
          },
          {
            label: 'Average dwell time',
            value: { kind: 'number', value: 725, style: 'duration' },
          },
          { label: 'Visitors per hour', value: { kind: 'number', value: 12.34, style: 'decimal' } },
          { label: 'Engagers', value: count(null) },
        ],
      },
      {
        kind: 'chart',
        title: 'Visitors by day',
        description: 'Visitors counted each day of the period.',
        chart: {
          option: {
            xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
            yAxis: { type: 'value' },
            series: [
              { type: 'bar', name: 'This period', data: [1200, 1500, 1320, 1800, 2400, 3100, 900] },
              {
                type: 'bar',
                name: 'Previous period',
                data: [1100, 1400, 1500, 1700, 2000, 2900, 1000],
              },
            ],
          },
        },
      },
      {
        kind: 'table',
        title: 'Visitors by day and store',
        name: 'By day',
        columns: [
          { title: 'Date' },
          { title: 'Store' },
          { title: 'Visitors' },
          { title: 'Capture rate' },
          { title: 'Average dwell' },
        ],
        rows,
      },
      { kind: 'text', title: 'Notes', paragraphs: ['Opening hours changed on 03/01/2026.'] },
    ],
    explanations: [
      'Visitors are people detected inside the store; walk-bys pass the entrance without entering.',
      'The capture rate is walk-ins divided by walk-bys.',
    ],
  };
}
