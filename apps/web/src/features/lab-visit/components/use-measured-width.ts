import { useCallback, useState } from 'react';

/**
 * The width of the element given to the returned ref, kept current as it
 * resizes (a phone turned sideways); 0 until measured, or where the browser
 * cannot say (tests). ResizeObserver reports a size as soon as it observes.
 */
export function useMeasuredWidth<T extends HTMLElement>(): [(element: T | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const measure = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [measure, width];
}
