import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { expect, fetchPages, inBatches, onePageOfEachKind, sitemapPaths, test } from './fixtures';

/**
 * Checkers written by others, run over the built site so that what they once found stays fixed:
 * the Nu Html Checker (the W3C validator), HTML_CodeSniffer through pa11y, and a reader of the
 * JSON-LD that resolves every reference within the page, as a crawler reading one page must.
 */

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
};

test.describe('outside checkers @once', () => {
  test('the Nu Html Checker finds no error or warning on any page of the sitemap', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), 'jackie-vnu-'));
    try {
      const paths = await sitemapPaths(page);
      const files = new Map<string, string>();
      for (const [index, { path, html }] of (await fetchPages(page, paths)).entries()) {
        const file = join(dir, `page-${index}.html`);
        writeFileSync(file, html);
        files.set(file, path);
      }
      // One JVM for every page. vnu exits 1 when it reports an error, and writes the report anyway.
      const { stdout } = await promisify(execFile)(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--stdout', ...files.keys()],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { code?: unknown; stdout?: string }) => {
        if (error.code === 'ENOENT') {
          throw new Error(
            'java not found: the Nu Html Checker needs "apt-get install default-jre-headless"',
          );
        }
        return { stdout: error.stdout ?? '' };
      });
      const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
      // Errors, and warnings such as "Section lacks heading"; info (a `/>` on a void element that
      // React writes) is not a problem.
      const problems = messages
        .filter((message) => message.type !== 'info' || message.subType === 'warning')
        .map((m) => `${files.get(m.url.replace(/^file:/, '')) ?? m.url}: ${m.message}`);
      console.log(`vnu: ${paths.length} pages, ${problems.length} errors and warnings`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('HTML_CodeSniffer finds no WCAG 2 AA error on one page of each layout', async ({
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // One browser for all the pages, two pages at a time.
    const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const problems = await inBatches(onePageOfEachKind, 2, async (path) => {
        const results = await pa11y(new URL(path, baseURL).toString(), {
          standard: 'WCAG2AA',
          runners: ['htmlcs'],
          timeout: 60_000,
          browser,
        });
        return results.issues
          .filter((issue) => issue.type === 'error')
          .map((issue) => `${path}: ${issue.code} ${issue.message} at ${issue.selector}`);
      });
      console.log(`pa11y: ${onePageOfEachKind.length} pages, ${problems.flat().length} errors`);
      expect(problems.flat()).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('every page’s JSON-LD parses, resolves every @id it references, and dates its articles', async ({
    page,
  }) => {
    const problems: string[] = [];
    const typesByPath = new Map<string, Set<string>>();
    for (const { path, html } of await fetchPages(page, await sitemapPaths(page))) {
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ].map((match) => match[1] ?? '');
      if (blocks.length === 0) problems.push(`${path}: no JSON-LD`);
      const defined = new Set<string>();
      const referenced = new Set<string>();
      const types = new Set<string>();
      const visit = (value: unknown) => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (!value || typeof value !== 'object') return;
        const node = value as Record<string, unknown>;
        const keys = Object.keys(node);
        const id = node['@id'];
        if (typeof id === 'string') {
          (keys.length === 1 ? referenced : defined).add(id);
        }
        for (const type of [node['@type']].flat()) {
          if (typeof type === 'string') types.add(type);
        }
        if (
          ['Article', 'BlogPosting', 'NewsArticle', 'TechArticle'].includes(String(node['@type']))
        ) {
          if (typeof node.datePublished !== 'string') {
            problems.push(`${path}: ${String(node['@type'])} without datePublished`);
          }
        }
        Object.values(node).forEach(visit);
      };
      for (const block of blocks) {
        try {
          visit(JSON.parse(block));
        } catch (error) {
          problems.push(`${path}: JSON-LD does not parse (${(error as Error).message})`);
        }
      }
      for (const id of referenced) {
        if (!defined.has(id)) problems.push(`${path}: references ${id}, which is not on the page`);
      }
      typesByPath.set(path, types);
    }
    const blog = typesByPath.get('/blog') ?? new Set();
    if (!blog.has('Blog') && !blog.has('ItemList')) problems.push('/blog: no Blog or ItemList');
    console.log(`structured data: ${typesByPath.size} pages, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });
});
