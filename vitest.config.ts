import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      'content-collections': `${root}.content-collections/generated`,
      'server-only': `${root}tests/server-only-stub.ts`,
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup-data-dir.ts'],
  },
});
