// Runs before each API test file. The API projects share their workers across files (`isolate: false`
// in vitest.config.ts: a fresh worker per file spent more time importing than testing), so each file
// imports our own modules afresh — configuration, caches and limiters start clean — while the
// libraries in node_modules stay loaded. Each file opens its own database (see context.ts).
import { vi } from 'vitest';

vi.resetModules();
