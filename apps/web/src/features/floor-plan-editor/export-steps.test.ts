import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_STEPS, exportFileName, runExport } from './export-steps';

describe('runExport', () => {
  // The default pause before each step waits for the next frame; Node has no frames, so here a
  // frame is a timer.
  const nextFrame = vi.fn((paint: FrameRequestCallback) => {
    setTimeout(() => paint(performance.now()), 0);
    return 0;
  });
  beforeEach(() => {
    nextFrame.mockClear();
    vi.stubGlobal('requestAnimationFrame', nextFrame);
  });

  it('announces the four steps in order, each before its work', async () => {
    const log: string[] = [];
    const blob = await runExport(
      {
        findGateways: async () => {
          log.push('work:gateways');
          return ['g1'];
        },
        fetchFloorPlan: async () => {
          log.push('work:image');
          return 'img';
        },
        draw: (gateways, image) => {
          log.push(`work:draw ${gateways.join()} ${image}`);
          return 'canvas';
        },
        createFile: async (canvas) => {
          log.push(`work:file ${canvas}`);
          return new Blob(['x']);
        },
      },
      (step) => log.push(step),
    );
    expect(blob.size).toBe(1);
    expect(log).toEqual([
      'findingGateways',
      'work:gateways',
      'fetchingFloorPlan',
      'work:image',
      'drawing',
      'work:draw g1 img',
      'creatingFile',
      'work:file canvas',
    ]);
    expect(nextFrame).toHaveBeenCalledTimes(4);
    expect(EXPORT_STEPS).toEqual([
      'findingGateways',
      'fetchingFloorPlan',
      'drawing',
      'creatingFile',
    ]);
  });

  it('stops at a failing step', async () => {
    const steps: string[] = [];
    await expect(
      runExport(
        {
          findGateways: async () => [],
          fetchFloorPlan: async () => {
            throw new Error('offline');
          },
          draw: () => null,
          createFile: async () => new Blob(),
        },
        (step) => steps.push(step),
      ),
    ).rejects.toThrow('offline');
    expect(steps).toEqual(['findingGateways', 'fetchingFloorPlan']);
  });
});

describe('exportFileName', () => {
  it('slugs the floor plan name', () => {
    expect(exportFileName('Hall A', 'png')).toBe('hall-a.png');
    expect(exportFileName('  ', 'pdf')).toBe('floor-plan.pdf');
  });
});
