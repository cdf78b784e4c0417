import { describe, expect, it } from 'vitest';
import { eventFormat } from '../xm/event-format';
import { boothBubbleOption } from './booth-bubble-chart';
import { boothBubbles } from './booth-bubbles';
import { rankedBarsHeight, rankedBarsOption } from './ranked-bars';

const format = eventFormat('en-US', { minutes: 'min', seconds: 's' });

describe('the ranked bars', () => {
  it('draw the first item on top with formatted labels', () => {
    const option = rankedBarsOption(
      [
        { name: 'Hall 2', value: 300 },
        { name: 'Hall 1', value: 100 },
      ],
      'Visitors',
      '#0072b2',
      { axis: format.count, value: format.count },
    );
    expect(option.yAxis).toMatchObject({
      type: 'category',
      inverse: true,
      data: ['Hall 2', 'Hall 1'],
    });
    expect(option.series).toMatchObject([{ type: 'bar', name: 'Visitors', data: [300, 100] }]);
    // Few value ticks, so locale numbers ("1 000") never run together on a narrow card.
    expect(option.xAxis).toMatchObject({ type: 'value', splitNumber: 3 });
  });

  it('grow with the number of items', () => {
    expect(rankedBarsHeight(2)).toBe(160);
    expect(rankedBarsHeight(20)).toBe(56 + 20 * 32);
  });
});

describe('the booth bubble chart', () => {
  it('puts visitors on x and the average dwell in minutes on y, one series per booth', () => {
    const bubbles = boothBubbles([
      {
        id: '10',
        name: 'Hall 1',
        rank: 1,
        visitors: 120,
        trafficShare: 1,
        impressions: 500,
        engagers: 30,
        engagementRate: 0.25,
        avgDwellS: 600,
        fqv: 4,
      },
    ]);
    const option = boothBubbleOption(
      bubbles,
      { visitors: 'Visitors', avgDwell: 'Average dwell', engagementRate: 'Engagement rate' },
      format,
    );
    // The axis name runs rightwards from the axis, inside the card.
    expect(option.yAxis).toMatchObject({ name: 'Average dwell', nameTextStyle: { align: 'left' } });
    expect(option.series).toMatchObject([
      { type: 'scatter', name: 'Hall 1', data: [[120, 10, bubbles[0]!.size, 0]] },
    ]);
    const tooltip = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    expect(tooltip({ value: [120, 10, 56, 0] })).toBe(
      '<strong>Hall 1</strong><br>Visitors: 120<br>Average dwell: 10 min 0 s<br>Engagement rate: 25%',
    );
  });
});
