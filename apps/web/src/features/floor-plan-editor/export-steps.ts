// The floor-plan export as ordered steps, each announced before it runs so the screen can show
// the progress texts of docs/product.md section 2: finding gateways, fetching floor plan, drawing,
// creating file.

export const EXPORT_STEPS = [
  'findingGateways',
  'fetchingFloorPlan',
  'drawing',
  'creatingFile',
] as const;
export type ExportStep = (typeof EXPORT_STEPS)[number];

export interface ExportWork<G, I, C> {
  findGateways: () => Promise<G>;
  fetchFloorPlan: () => Promise<I>;
  draw: (gateways: G, image: I) => Promise<C> | C;
  createFile: (canvas: C) => Promise<Blob>;
}

/** Lets the browser paint the announced step before synchronous work (drawing) blocks it. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Runs the four steps in order, calling onStep before each; resolves with the file. */
export async function runExport<G, I, C>(
  work: ExportWork<G, I, C>,
  onStep: (step: ExportStep) => void,
  yieldToScreen: () => Promise<void> = nextFrame,
): Promise<Blob> {
  onStep('findingGateways');
  await yieldToScreen();
  const gateways = await work.findGateways();
  onStep('fetchingFloorPlan');
  await yieldToScreen();
  const image = await work.fetchFloorPlan();
  onStep('drawing');
  await yieldToScreen();
  const canvas = await work.draw(gateways, image);
  onStep('creatingFile');
  await yieldToScreen();
  return work.createFile(canvas);
}

/** A file name from the floor plan's name: "Hall A" -> "hall-a.png". */
export function exportFileName(name: string, extension: 'png' | 'pdf'): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-');
  return `${base || 'floor-plan'}.${extension}`;
}
