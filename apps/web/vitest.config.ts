// The web app's Vitest settings: React's JSX. Component tests choose a DOM
// with a `// @vitest-environment happy-dom` comment; the other tests run on Node.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
});
