// Draws a demo floor plan as a clean SVG: the street or aisle outside, the outer walls with the
// entrance gap, the areas with their names, and a scale bar. Pixels = metres / metresPerPixel.
import type { DemoPlan } from './demo-venues';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const AREA_FILLS = ['#e8f1fb', '#eef7ea', '#fdf3e4', '#f3ecfa', '#e9f6f6', '#fbeef0'];

export function planSizePx(plan: DemoPlan): { width: number; height: number } {
  return {
    width: Math.round(plan.widthM / plan.metresPerPixel),
    height: Math.round(plan.heightM / plan.metresPerPixel),
  };
}

export function floorPlanSvg(plan: DemoPlan): string {
  const px = (metres: number) => Math.round((metres / plan.metresPerPixel) * 10) / 10;
  const { width, height } = planSizePx(plan);
  const [wx, wy, ww, wh] = plan.walls;
  const font = Math.max(12, Math.round(px(0.6)));
  const wall = Math.max(4, px(0.25));
  const doorHalf = px(1.5);
  const front = px(wy + wh);
  const middle = px(wx + ww / 2);
  const areas = plan.areas.map((area, i) => {
    const [x, y, w, h] = area.rect;
    const fill = AREA_FILLS[i % AREA_FILLS.length];
    return [
      `<rect x="${px(x)}" y="${px(y)}" width="${px(w)}" height="${px(h)}" fill="${fill}" stroke="#9aa7b4" stroke-width="2" stroke-dasharray="8 5"/>`,
      `<text x="${px(x + w / 2)}" y="${px(y + h / 2)}" font-size="${font}" text-anchor="middle" dominant-baseline="middle" fill="#33414e">${escapeXml(area.name)}</text>`,
    ].join('');
  });
  const scaleBar = px(5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    // Outside: the street or aisle along the front.
    `<rect x="0" y="${front + wall}" width="${width}" height="${height - front - wall}" fill="#eceff2"/>`,
    `<text x="${width / 2}" y="${front + px(3.5)}" font-size="${font}" text-anchor="middle" fill="#5b6670">${escapeXml(plan.outside)}</text>`,
    ...areas,
    // Walls, with the entrance gap in the middle of the front.
    `<g stroke="#2b333b" stroke-width="${wall}" fill="none" stroke-linecap="square">`,
    `<polyline points="${middle - doorHalf},${front} ${px(wx)},${front} ${px(wx)},${px(wy)} ${px(wx + ww)},${px(wy)} ${px(wx + ww)},${front} ${middle + doorHalf},${front}"/>`,
    `</g>`,
    `<text x="${middle}" y="${front + font + wall}" font-size="${Math.round(font * 0.8)}" text-anchor="middle" fill="#2b333b">Entrance</text>`,
    // Scale bar: 5 m.
    `<g transform="translate(${px(1)},${height - px(1)})" stroke="#2b333b" stroke-width="2">`,
    `<line x1="0" y1="0" x2="${scaleBar}" y2="0"/><line x1="0" y1="-6" x2="0" y2="6"/><line x1="${scaleBar}" y1="-6" x2="${scaleBar}" y2="6"/>`,
    `<text x="${scaleBar / 2}" y="-10" font-size="${Math.round(font * 0.8)}" text-anchor="middle" stroke="none" fill="#2b333b">5 m</text>`,
    `</g>`,
    `</svg>`,
  ].join('\n');
}
