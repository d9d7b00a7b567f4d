import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delay` ms (spec/03 5: the search debounce is 300 ms). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
