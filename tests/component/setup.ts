import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered so focus and ids never leak between tests.
afterEach(() => {
  cleanup();
});
