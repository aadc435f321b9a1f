import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { prefilterStyleRulesByClass } from './classPrefilter';

// Without vitest globals, Testing Library cannot register its own clean-up between tests.
afterEach(cleanup);

prefilterStyleRulesByClass(document);
