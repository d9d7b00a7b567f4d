// Testing Library unmounts what a test rendered after each test only when the
// runner's hooks are globals; ours are imported, so it is asked here, in the
// component tests' DOM environment alone.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // findBy and waitFor give up after 1 s by default: on a loaded two-core CI
  // machine a first render alone can take longer, and a test would fail for
  // the machine, not the code. A real failure still fails, only later.
  configure({ asyncUtilTimeout: 10_000 });
}
