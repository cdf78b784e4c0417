// Draws the floor plan with its gateways and door counters on a canvas (for the PNG/PDF export).
import type { FloorPlanDoorCounter, FloorPlanSensor } from '@footfall/core';

export interface DrawInput {
  image: CanvasImageSource;
  widthPx: number;
  heightPx: number;
  metresPerPixel: number | null;
  sensors: FloorPlanSensor[];
  doorCounters: FloorPlanDoorCounter[];
}

export function drawFloorPlan(input: DrawInput): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = input.widthPx;
  canvas.height = input.heightPx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(input.image, 0, 0, input.widthPx, input.heightPx);
  const mpp = input.metresPerPixel;
  if (!mpp) return canvas;
  const radius = Math.max(6, Math.round(input.widthPx / 120));
  context.font = `${radius * 2}px sans-serif`;
  context.textBaseline = 'middle';
  const marker = (xM: number, yM: number, colour: string, label: string) => {
    const x = xM / mpp;
    const y = yM / mpp;
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fillStyle = colour;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.lineWidth = 4;
    context.strokeStyle = '#ffffff';
    context.strokeText(label, x + radius * 1.5, y);
    context.fillStyle = '#1a1b1e';
    context.fillText(label, x + radius * 1.5, y);
  };
  for (const sensor of input.sensors)
    marker(sensor.x_m, sensor.y_m, '#1c7ed6', sensor.name ?? sensor.serial);
  for (const counter of input.doorCounters)
    marker(counter.x_m, counter.y_m, '#e8590c', counter.name);
  return canvas;
}

export const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not create the file'))),
      type,
      quality,
    ),
  );

export const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The floor plan image could not be loaded'));
    image.src = src;
  });
