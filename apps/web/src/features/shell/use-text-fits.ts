import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `text` fits in the input's content box at the input's own font,
 * kept current as the input resizes (the header's buttons change with the
 * session, so the box's width is not known from the viewport alone).
 */
export function useTextFits(input: RefObject<HTMLInputElement | null>, text: string): boolean {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const element = input.current;
    const context = document.createElement('canvas').getContext('2d');
    if (!element || !context || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(element);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setFits(context.measureText(text).width <= room);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [input, text]);
  return fits;
}
