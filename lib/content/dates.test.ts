import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDates } from './dates';

const root = mkdtempSync(join(tmpdir(), 'content-dates-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function commit(file: string, text: string, date: string) {
  writeFileSync(join(root, file), text);
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
        GIT_COMMITTER_DATE: '2030-01-01T12:00:00Z',
      },
    });
  git('add', file);
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', file);
}

describe('contentDates', () => {
  execFileSync('git', ['init', '-q'], { cwd: root });
  mkdirSync(join(root, 'content'));
  commit('content/a.md', 'one', '2025-01-02');
  commit('content/b.md', 'other', '2025-02-03');
  commit('content/a.md', 'two', '2025-03-04');

  it('takes the first and the last author date of the commits that touched the file', () => {
    expect(contentDates('content', 'content/a.md', root)).toEqual({
      published: '2025-01-02',
      updated: '2025-03-04',
    });
    expect(contentDates('content', 'content/b.md', root)).toEqual({
      published: '2025-02-03',
      updated: '2025-02-03',
    });
  });

  it('falls back to the modification time of a file git does not know yet', () => {
    writeFileSync(join(root, 'content/new.md'), 'draft');
    utimesSync(
      join(root, 'content/new.md'),
      new Date('2025-05-06T12:00:00Z'),
      new Date('2025-05-06T12:00:00Z'),
    );
    expect(contentDates('content', 'content/new.md', root)).toEqual({
      published: '2025-05-06',
      updated: '2025-05-06',
    });
  });
});
