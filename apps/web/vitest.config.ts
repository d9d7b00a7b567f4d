// The web project of the root vitest.config.ts. Component tests choose a DOM
// with a `// @vitest-environment happy-dom` comment; the other tests run on Node.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: { setupFiles: ['vitest.setup.ts'] },
});
