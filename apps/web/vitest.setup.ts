// Testing Library unmounts what a test rendered after each test only when the
// runner's hooks are globals; ours are imported, so it is asked here, in the
// component tests' DOM environment alone.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
