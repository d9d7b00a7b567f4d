import { BREAKPOINTS } from '@labstore/domain';
import { useMediaQuery } from '../../lib/use-media-query';

/** spec/01 2.2: the header shows LOGIN in its top bar above 1200 px; at 1200 px and below, it is in the menu. */
const WIDE_HEADER = `(min-width: ${BREAKPOINTS.header + 1}px)`;

/** Whether LOGIN is in the header's top bar (true) or in its menu, so an instruction can say where to find it. */
export function useLoginInTopBar(): boolean {
  return useMediaQuery(WIDE_HEADER);
}
