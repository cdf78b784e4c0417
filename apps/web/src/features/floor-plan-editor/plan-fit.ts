// The plan at "100%" fits the width it is given: a plan wider than its box is scaled down (never
// up), so nothing is cut off on the right; the zoom multiplies that scale.
import { useEffect, useState } from 'react';

/** Screen pixels per image pixel at zoom 1 for an image `imageWidth` wide in `available` px. */
export function fitScale(available: number, imageWidth: number): number {
  if (!(available > 0) || !(imageWidth > 0)) return 1;
  return Math.min(1, available / imageWidth);
}

/**
 * The inner width of the element given to the returned ref (without its border and scroll bar),
 * followed on resize; 0 until it is drawn.
 */
export function useInnerWidth(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
