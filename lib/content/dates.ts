import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** When a content file was first published and last changed, as YYYY-MM-DD. */
export type ContentDates = { published: string; updated: string };

/**
 * The author date of every commit that touched each file under `dir`, newest first, from one
 * `git log` run at build time. Author dates survive rebases and merges, so they say when the
 * words were written. Undefined where there is no git history (a tarball of the sources).
 */
function gitHistory(root: string, dir: string): Map<string, string[]> | undefined {
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%as', '--name-only', '--relative', '--', dir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const history = new Map<string, string[]>();
  for (const commit of log.split('\0').slice(1)) {
    const [date = '', ...files] = commit.split('\n').filter(Boolean);
    for (const file of files) history.set(file, [...(history.get(file) ?? []), date]);
  }
  return history;
}

const histories = new Map<string, Map<string, string[]> | undefined>();

/**
 * Dates of a content file from its git history: first commit and last commit. A file git does not
 * know yet (new, uncommitted) or a checkout without history falls back to the file's own
 * modification time. `dir` and `path` (inside `dir`) are relative to `root`.
 */
export function contentDates(dir: string, path: string, root = process.cwd()): ContentDates {
  const key = join(root, dir);
  if (!histories.has(key)) histories.set(key, gitHistory(root, dir));
  const dates = histories.get(key)?.get(path);
  const modified = statSync(join(root, path)).mtime.toISOString().slice(0, 10);
  return {
    published: dates?.at(-1) ?? modified,
    updated: dates?.[0] ?? modified,
  };
}
