import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens are transformed on first import; on a loaded 2-core CI machine that can take longer than findBy's 1 s default.
// A longer wait changes nothing for a passing test and still fails a screen that never appears.
configure({ asyncUtilTimeout: 5_000 });

// Unmount what each test rendered so focus and ids never leak between tests.
afterEach(() => {
  cleanup();
});
