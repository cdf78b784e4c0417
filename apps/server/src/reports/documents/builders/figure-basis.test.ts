import {
  estimateFromSummary,
  reportFileRequestSchema,
  resolveEstimate,
  type CaptureRatioFit,
} from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { writers } from './common';
import { figureBasisNotes } from './figure-basis';

const write = (locale: string) =>
  writers(reportFileRequestSchema.parse({ location_id: '1', dates: [{}], locale }));

const fit = (captureRatio: number, band: number): CaptureRatioFit => ({
  captureRatio,
  band,
  residualSd: band / 2,
  daysUsed: 21,
  fromDate: '2026-02-02',
  toDate: '2026-02-28',
});

const own = estimateFromSummary(resolveEstimate(fit(0.454, 0.084)));
const uncalibrated = estimateFromSummary(resolveEstimate(null));

describe('what the figures of a report file rest on', () => {
  it('says which figures are estimates, each basis with its band, and that door counts are counted', () => {
    const similar = estimateFromSummary(resolveEstimate(null, [fit(0.5, 0.1)]));
    expect(
      figureBasisNotes(
        write('en-US'),
        [
          { name: 'Paris', estimate: own },
          { name: 'Lyon', estimate: similar },
          { name: 'Hall 1', estimate: uncalibrated },
          { name: 'Hall 2', estimate: uncalibrated },
        ],
        true,
      ),
    ).toEqual([
      "Wi-Fi estimates, with an error band: Visitors, Engagers, Browsers, FQV, and Returning visitors. On 95% of days the true count lies within the band (±) around the day's figure.",
      'Paris: calibrated on its own door counters over 21 days (02/02/2026 – 02/28/2026), ±8.4%. Wi-Fi sees about 45 visitors per 100 people counted at the door.',
      `Lyon: no calibration of its own yet, borrowed from a similar location (same type) calibrated on its door counters, ±${write('en-US').percent(similar.band)}.`,
      // Locations resting on the same basis share one sentence.
      'Hall 1, Hall 2: not calibrated against any door counter, typical error ±35%.',
      'Door-counter figures (walk-ins, walk-outs, occupancy) are counted, not estimated: they carry no error band.',
    ]);
  });

  it("writes numbers and dates in the report's locale", () => {
    const notes = figureBasisNotes(write('es'), [{ name: 'Madrid', estimate: own }], false);
    expect(notes[1]).toBe(
      'Madrid: cifras calibradas con sus propios contadores de puerta durante 21 días (del 02/02/2026 al 28/02/2026), ±8,4\u00a0%. El Wi-Fi ve unos 45 visitantes por cada 100 personas contadas en la puerta.',
    );
    expect(notes).toHaveLength(2);
  });

  it('counts similar locations in the plural', () => {
    const similar = estimateFromSummary(
      resolveEstimate(null, [fit(0.5, 0.1), fit(0.4, 0.12), fit(0.45, 0.08)]),
    );
    const [, line] = figureBasisNotes(write('fr'), [{ name: 'Lyon', estimate: similar }], false);
    expect(line).toContain('chiffres repris de 3 sites similaires (même type) étalonnés');
  });

  it('says nothing of estimates when no location shows visitor figures', () => {
    expect(figureBasisNotes(write('en-GB'), [], false)).toEqual([]);
    expect(figureBasisNotes(write('en-GB'), [], true)).toHaveLength(1);
  });
});
