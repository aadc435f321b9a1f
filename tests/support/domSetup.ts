import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { prefilterStyleRulesByClass } from './classPrefilter';

// Without vitest globals, Testing Library cannot register its own clean-up between tests.
afterEach(cleanup);

prefilterStyleRulesByClass(document);

// `findBy…` and `waitFor` wait for what a screen shows after its calls answer; under a CI machine's full load a render
// takes longer than the library's 1 s. A passing test returns as soon as it sees its answer, so only a failure waits.
configure({ asyncUtilTimeout: 5_000 });
