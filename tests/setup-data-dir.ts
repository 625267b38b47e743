import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each test file's process writes what the app keeps under DATA_DIR (the campaign store, the
// development outbox) into a folder of its own, never into the working tree's ./data. A file
// that needs its own folder sets DATA_DIR itself, after this.
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jackie-test-'));
