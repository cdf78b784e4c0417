import { Skeleton, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { FigureBasisMarker } from '../dashboards/shared/figure-basis-marker';
import type { FigureCell, FigureKey } from './overview-row';
import { useFigureTexts } from './use-figure-texts';

// AA on white: teal.9 and red.9 (5:1 and 5.5:1); gray.7 for a dash.
const TREND_COLOURS = { up: 'teal.9', down: 'red.9', flat: 'gray.7' } as const;
const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

interface FigureValueProps {
  figureKey: FigureKey;
  cell: FigureCell;
}

/** One figure: the number (with what it rests on, where the API says), a trend with its arrow, a
 * skeleton while it loads, or a dash whose reason shows as a tooltip (on hover and keyboard
 * focus) and is read to screen readers. */
export function FigureValue({ figureKey, cell }: FigureValueProps) {
  const texts = useFigureTexts();
  const { shown, explanation, direction } = texts(figureKey, cell);

  if (cell.kind === 'loading') {
    return (
      <Skeleton height={14} width={48} radius="sm" display="inline-block">
        <VisuallyHidden>{explanation}</VisuallyHidden>
      </Skeleton>
    );
  }
  if (cell.kind === 'change' && direction) {
    return (
      <Text span size="sm" fw={600} c={TREND_COLOURS[direction]} style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden="true">
          {ARROWS[direction]} {shown}
        </span>
        <VisuallyHidden>{explanation}</VisuallyHidden>
      </Text>
    );
  }
  if (cell.kind === 'value') {
    if (!cell.basis) return <>{shown}</>;
    // The marker on a line of its own, so a column's numbers stay aligned on their digits.
    return (
      <>
        {shown}
        <div>
          <FigureBasisMarker basis={cell.basis} />
        </div>
      </>
    );
  }
  return (
    <Tooltip
      label={explanation}
      multiline
      maw={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text span size="sm" c={cell.kind === 'error' ? 'red.9' : 'gray.7'} tabIndex={0}>
        <span aria-hidden="true">{shown}</span>
        <VisuallyHidden>{explanation}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
