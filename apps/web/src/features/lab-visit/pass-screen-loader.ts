import { lazyRouteComponent } from '@tanstack/react-router';

// Issue 18: the pass screen in two steps: the first load's route tree names
// only this small chunk, and this chunk the screen's own (the kept
// documents' code, the schemas and the test centers' helpers it shares with
// other screens), so that their names do not lengthen the first load's list
// of chunks to preload (docs/performance.md).
export default lazyRouteComponent(() => import('./components/pass-screen'), 'PassScreen');
