import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { screenMessagesByLocale } from './screenMessagesPlugin';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
  '@schema/': fileURLToPath(new URL('./schema/', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest keeps a core for itself by default, which on a 2-core machine runs the files one at a time; its own
    // process is mostly idle while the workers run.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        plugins: [screenMessagesByLocale()],
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/auth/**/*.test.ts', 'tests/generator/**/*.test.ts', 'tests/i18n/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          // A new module graph for every file would load PGlite's WebAssembly and the whole server again each time (a
          // quarter of the project's time); the files share no module state they do not restore (the clock is pinned
          // per file and let go after it) and mock no module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), screenMessagesByLocale()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx', 'tests/shell/**/*.test.tsx'],
          setupFiles: ['tests/support/domSetup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
