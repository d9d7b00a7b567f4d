import { lazy, type ComponentProps } from 'react';

// Issue 18: the home screen's card of waiting passes in two steps: the first
// load names only this small chunk, and this chunk the card's own (with the
// kept documents' code and the schemas it shares with the pass screen), so
// that their names do not lengthen the first load's list of chunks to
// preload (docs/performance.md).
const Card = lazy(() => import('./waiting-passes').then((module) => ({ default: module.WaitingPasses })));

export default function WaitingPassesLoader(props: ComponentProps<typeof Card>) {
  return <Card {...props} />;
}
