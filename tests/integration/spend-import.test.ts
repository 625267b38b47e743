/**
 * Importing ad spend on both engines: a file is read into a preview that changes no figure, saved
 * once (its rows replace its source's days), read again over the same days without counting
 * twice, refused whole when bad; and the command line does the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useIngest } from '@/lib/analytics/ingest-test-kit';
import type { Database } from '@/lib/db/client';
import { openDatabase } from '@/lib/db/client';
import {
  discardSpendImport,
  getSpendImport,
  listSpendImports,
  saveSpendImport,
  sumSavedSpend,
} from '@/lib/db/queries/spend';
import { SpendFileError } from '@/lib/spend/errors';
import { importSpendFile } from '@/lib/spend/import';
import { engines } from '@/tests/db/harness';
import { root } from './server-process';

const fixture = (name: string) => readFileSync(join(root, 'tests/fixtures/spend', name));
const google = fixture('google-campaign-report.csv');
const now = new Date('2026-11-29T15:00:00Z');

/** The Google report again, its first campaign's costs changed: a corrected export of the same days. */
const corrected = new TextEncoder().encode(
  google.toString('utf8').replace('"1,234.56"', '"1,300.00"').replace('"1,100.00"', '"1,000.00"'),
);

async function spendRows(db: Database) {
  const { rows } = await db.query<{ day: string; campaign: string; cost: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, campaign, cost_cents::int AS cost
     FROM ad_spend ORDER BY day, campaign`,
  );
  return rows;
}

const total = async (db: Database) => (await spendRows(db)).reduce((sum, row) => sum + row.cost, 0);

for (const engine of engines()) {
  describe(`importing ad spend on ${engine.name}`, () => {
    const test = useIngest(engine);
    const upload = (bytes: Uint8Array, fileName = 'google.csv') =>
      importSpendFile(test.db, { bytes, fileName }, null);

    it('a preview writes no spend; saving writes the file’s rows, each day and campaign once', async () => {
      const id = await upload(google);
      const preview = await getSpendImport(test.db, id);
      expect(preview).toMatchObject({
        state: 'preview',
        format: 'google',
        source: 'google',
        medium: 'cpc',
        from: '2026-11-01',
        to: '2026-11-03',
        days: 3,
        campaigns: 3,
        totalCents: 243_401,
      });
      expect(preview?.rows).toHaveLength(5);
      expect(await spendRows(test.db)).toEqual([]);

      expect(await saveSpendImport(test.db, id, now)).toMatchObject({ kind: 'saved', replaced: 0 });
      expect(await spendRows(test.db)).toEqual([
        { day: '2026-11-01', campaign: 'Pools, spas & hot tubs', cost: 8_740 },
        { day: '2026-11-01', campaign: 'Spring pools', cost: 123_456 },
        { day: '2026-11-02', campaign: 'Pools, spas & hot tubs', cost: 0 },
        { day: '2026-11-02', campaign: 'Spring pools', cost: 110_000 },
        { day: '2026-11-03', campaign: 'Roofing – “brand”', cost: 1_205 },
      ]);
      expect(await getSpendImport(test.db, id)).toMatchObject({ state: 'saved', rows: null });
      // Saved once: a second save (a double click, another instance) changes nothing.
      expect(await saveSpendImport(test.db, id, now)).toEqual({ kind: 'settled', state: 'saved' });
      expect(await discardSpendImport(test.db, id)).toEqual({ kind: 'settled', state: 'saved' });
      expect(await total(test.db)).toBe(243_401);
    });

    it('importing the same days again replaces them: nothing counts twice', async () => {
      await saveSpendImport(test.db, await upload(google), now);
      const second = await upload(corrected, 'corrected.csv');
      // The preview says what saving it replaces.
      const days = { source: 'google', medium: 'cpc', from: '2026-11-01', to: '2026-11-03' };
      expect(await sumSavedSpend(test.db, days)).toBe(243_401);
      expect(await sumSavedSpend(test.db, { ...days, medium: 'paid' })).toBe(0);
      const again = await saveSpendImport(test.db, second, now);
      expect(again).toMatchObject({ kind: 'saved', replaced: 5 });
      expect(await total(test.db)).toBe(243_401 - 123_456 - 110_000 + 130_000 + 100_000);
      const imports = await listSpendImports(test.db, 10);
      expect(imports.map((item) => [item.fileName, item.state])).toEqual([
        ['corrected.csv', 'saved'],
        ['google.csv', 'saved'],
      ]);
    });

    it('another source’s spend on the same days stays', async () => {
      await saveSpendImport(test.db, await upload(google), now);
      const meta = await upload(fixture('meta-ads-manager.csv'), 'meta.csv');
      await saveSpendImport(test.db, meta, now);
      const { rows } = await test.db.query<{ source: string; n: number }>(
        'SELECT source, count(*)::int AS n FROM ad_spend GROUP BY source ORDER BY source',
      );
      expect(rows).toEqual([
        { source: 'facebook', n: expect.any(Number) },
        { source: 'google', n: 5 },
      ]);
    });

    it('a bad file is refused whole, naming the line, and keeps nothing', async () => {
      await saveSpendImport(test.db, await upload(google), now);
      const bad = new TextEncoder().encode(
        google.toString('utf8').replace('87.40', 'eighty-seven'),
      );
      const refusal = await upload(bad).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(SpendFileError);
      expect((refusal as SpendFileError).message).toMatch(/^Line 5: the cost “eighty-seven”/);
      const inEuros = new TextEncoder().encode(
        google.toString('utf8').replaceAll(',USD,', ',EUR,'),
      );
      await expect(upload(inEuros)).rejects.toThrow(
        /in EUR, but this site counts its spend in USD/,
      );
      expect(await listSpendImports(test.db, 10)).toHaveLength(1);
      expect(await total(test.db)).toBe(243_401);
    });

    it('two saves of one preview at once save it once', async () => {
      const id = await upload(google);
      const outcomes = await Promise.all([
        saveSpendImport(test.db, id, now),
        saveSpendImport(test.db, id, now),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['saved', 'settled']);
      expect(await total(test.db)).toBe(243_401);
    });

    it('a discarded preview writes nothing and cannot be saved after', async () => {
      const id = await upload(google);
      expect(await discardSpendImport(test.db, id)).toMatchObject({ kind: 'discarded' });
      expect(await saveSpendImport(test.db, id, now)).toEqual({
        kind: 'settled',
        state: 'discarded',
      });
      expect(await spendRows(test.db)).toEqual([]);
      expect(await saveSpendImport(test.db, 987_654, now)).toEqual({ kind: 'not-found' });
    });
  });
}

describe('npm run admin -- spend import', () => {
  let dataDir = '';
  let file = '';
  const admin = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
      cwd: root,
      encoding: 'utf8',
      input: '',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_CURRENCY: 'USD' },
    });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };
  const saved = async () => {
    const db = await openDatabase({ dataDir });
    try {
      return await total(db);
    } finally {
      await db.close();
    }
  };

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jackie-spend-cli-'));
    file = join(dataDir, 'google.csv');
    writeFileSync(file, google);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('shows what it read and saves nothing without --yes', async () => {
    const { code, out } = admin('spend', 'import', file);
    expect(code).toBe(0);
    expect(out).toContain('google / cpc, 3 day(s) from 2026-11-01 to 2026-11-03, 3 campaign(s)');
    expect(out).toContain('$2,434.01 in all');
    expect(out).toContain('Spring pools: $2,334.56 over 2 day(s), NOT seen in visits');
    expect(out).toContain('Nothing was saved. Run it again with --yes to save it.');
    expect(await saved()).toBe(0);
  }, 120_000);

  it('saves with --yes, replaces on a second run, refuses a wrong --source', async () => {
    expect(admin('spend', 'import', file, '--yes').code).toBe(0);
    const second = admin('spend', 'import', file, '--source', 'google', '--yes');
    expect(second.out).toContain('(replacing 5 earlier row(s))');
    expect(await saved()).toBe(243_401);
    const wrong = admin('spend', 'import', file, '--source', 'meta', '--yes');
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('Line 3: this is a Google Ads campaign report by day');
    expect(await saved()).toBe(243_401);
  }, 120_000);
});
