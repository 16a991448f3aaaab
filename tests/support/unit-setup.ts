// The unit layer's setup (vitest.config.ts): a console.error the test did not declare fails it.
import { failOnUnexpectedConsoleErrors } from './console-errors';

failOnUnexpectedConsoleErrors();
