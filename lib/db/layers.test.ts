import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way (docs/architecture.md): app/ uses components/ and lib/, components/
 * use lib/; nothing in lib/ imports app/ or components/, and nothing in components/ imports app/.
 * The features (every folder of lib/ but lib/db: analytics, auth, content, http, leads, llms, mail,
 * seo, site, sms, and any folder added later) read and write through lib/db; lib/db knows no
 * feature; lib/http, the request primitives every endpoint uses, imports no feature either (only
 * lib/db and lib/'s root modules); nothing in lib/ imports scripts/; and no two features import
 * each other, directly or round a circle. Shared vocabulary lives in neutral modules at the root
 * of lib/ (lib/calendar.ts, lib/env.ts, lib/format.ts, lib/process-singleton.ts,
 * lib/server-hooks.mjs, …), which import no folder of lib/ (no feature, not lib/db), only each
 * other and packages, so that no circle can run through them; or it lives with its owner (lead
 * statuses in lib/db/schema/lead-status.ts, trades and topics in lib/site/vocabulary.ts). This
 * reads every module under lib/ and components/ and resolves what it imports.
 */
const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), '../..');
const libDir = join(root, 'lib');
const dbDir = join(root, 'lib/db');
const forbidden = join(root, 'lib/analytics');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier: static imports, re-exports, dynamic imports and vitest mocks. */
function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] as string);
}

function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join(root, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

const within = (path: string, dir: string) => path === dir || path.startsWith(`${dir}${sep}`);

function importsOfAnalytics(file: string, source: string): string[] {
  return specifiers(source).filter((specifier) => {
    const target = resolveSpecifier(file, specifier);
    return target !== null && within(target, forbidden);
  });
}

/** The folders of lib/, read from disk, so that a new folder is checked without a change here. */
const folders = new Set(
  readdirSync(libDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** `lib/<folder>` for a path in (or naming) a folder of lib/; null for lib's root modules. */
function libFolder(path: string): string | null {
  const [top, folder] = relative(root, path).split(sep);
  return top === 'lib' && folder !== undefined && folders.has(folder) ? `lib/${folder}` : null;
}

/** What a module imports from the folders of lib/ other than its own. */
function folderImports(file: string, source: string): { specifier: string; folder: string }[] {
  const own = libFolder(file);
  return specifiers(source).flatMap((specifier) => {
    const target = resolveSpecifier(file, specifier);
    const folder = target === null ? null : libFolder(target);
    return folder !== null && folder !== own ? [{ specifier, folder }] : [];
  });
}

/** What a module imports from any of the given folders of the repository. */
function importsFrom(dirs: string[], file: string, source: string): string[] {
  return specifiers(source).filter((specifier) => {
    const target = resolveSpecifier(file, specifier);
    return target !== null && dirs.some((dir) => within(target, join(root, dir)));
  });
}

const importsOfScripts = (file: string, source: string) => importsFrom(['scripts'], file, source);

/** What a module imports from the feature folders: every folder of lib/ but its own and lib/db. */
function featureImports(file: string, source: string): { specifier: string; folder: string }[] {
  return folderImports(file, source).filter(({ folder }) => folder !== 'lib/db');
}

type Graph = Map<string, Set<string>>;

/**
 * The folder graph of the given modules: an edge for each folder a folder imports from. lib/'s root
 * modules are not in it, so a circle through one (lib/http -> lib/env.ts -> lib/http) is not seen
 * here: the root modules' own rule, that they import no folder of lib/, is what rules it out.
 */
function folderGraph(modules: { file: string; source: string }[]): Graph {
  const graph: Graph = new Map();
  for (const { file, source } of modules) {
    const from = libFolder(file);
    if (from === null) continue;
    for (const { folder } of folderImports(file, source)) {
      graph.set(from, (graph.get(from) ?? new Set()).add(folder));
    }
  }
  return graph;
}

/**
 * Every simple cycle of the graph, each named from its smallest folder, e.g.
 * `lib/leads -> lib/site -> lib/leads`.
 */
function cycles(graph: Graph): string[] {
  const found: string[] = [];
  const walk = (start: string, path: string[]) => {
    const last = path.at(-1) as string;
    for (const next of [...(graph.get(last) ?? [])].sort()) {
      if (next === start) found.push([...path, start].join(' -> '));
      else if (next > start && !path.includes(next)) walk(start, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, [start]);
  return found;
}

const modulesOf = (dir: string) =>
  sourceFiles(dir)
    // This file names forbidden imports in its own examples.
    .filter((file) => file !== self)
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));

const libModules = () => modulesOf(libDir);

/** `<file> imports <specifier>` for each import the detector finds in the given modules. */
const offendersOf = (
  modules: { file: string; source: string }[],
  detect: (file: string, source: string) => string[],
) =>
  modules.flatMap(({ file, source }) =>
    detect(file, source).map((specifier) => `${relative(root, file)} imports ${specifier}`),
  );

describe('lib/db layering', () => {
  it('finds an import of lib/analytics in any of its forms', () => {
    const file = join(dbDir, 'queries/example.ts');
    expect(importsOfAnalytics(file, "import { x } from '@/lib/analytics/drop-reasons';")).toEqual([
      '@/lib/analytics/drop-reasons',
    ]);
    expect(importsOfAnalytics(file, "export * from '../../analytics/range';")).toEqual([
      '../../analytics/range',
    ]);
    expect(importsOfAnalytics(file, "const m = await import('@/lib/analytics');")).toEqual([
      '@/lib/analytics',
    ]);
    expect(importsOfAnalytics(file, "import './schema/analytics';")).toEqual([]);
  });

  it('has no module that imports from lib/analytics', () => {
    const offenders = libModules()
      .filter(({ file }) => within(file, dbDir))
      .flatMap(({ file, source }) =>
        importsOfAnalytics(file, source).map(
          (specifier) => `${relative(root, file)} imports ${specifier}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('finds an import of any feature folder, and lets its own modules and lib/ root modules by', () => {
    const file = join(dbDir, 'schema/leads.ts');
    const source = [
      "import type { LeadStatus } from '@/lib/leads/options';",
      "export { topics } from '../../site/vocabulary';",
      "import { x } from '@/lib/mail';",
      "import { authUser } from './auth';",
      "import type { LeadStatus } from '../schema/lead-status';",
      "import { businessTimeZone } from '@/lib/calendar';",
      "import { processSingleton } from '../../process-singleton';",
    ].join('\n');
    expect(folderImports(file, source)).toEqual([
      { specifier: '@/lib/leads/options', folder: 'lib/leads' },
      { specifier: '../../site/vocabulary', folder: 'lib/site' },
      { specifier: '@/lib/mail', folder: 'lib/mail' },
    ]);
  });

  it('imports no feature folder', () => {
    const offenders = libModules()
      .filter(({ file }) => within(file, dbDir))
      .flatMap(({ file, source }) =>
        folderImports(file, source).map(
          ({ specifier }) => `${relative(root, file)} imports ${specifier}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});

describe('lib/ and scripts/', () => {
  it('finds an import of scripts/ in any of its forms', () => {
    const file = join(libDir, 'analytics/http.ts');
    expect(
      importsOfScripts(file, "import { setServerHook } from '@/scripts/server-hooks.mjs';"),
    ).toEqual(['@/scripts/server-hooks.mjs']);
    expect(importsOfScripts(file, "await import('../../scripts/start.mjs');")).toEqual([
      '../../scripts/start.mjs',
    ]);
    expect(
      importsOfScripts(file, "import { setServerHook } from '@/lib/server-hooks.mjs';"),
    ).toEqual([]);
  });

  it('has no module in lib/ that imports from scripts/', () => {
    const offenders = libModules().flatMap(({ file, source }) =>
      importsOfScripts(file, source).map(
        (specifier) => `${relative(root, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe("lib/'s root modules", () => {
  const rootModule = (file: string) => dirname(file) === libDir;

  it('finds an import of any folder of lib/, lib/db too, and lets other root modules by', () => {
    const file = join(libDir, 'periodic.ts');
    const source = [
      "import { getDb } from '@/lib/db/client';",
      "import { parseTrustProxy } from './http/trust-proxy';",
      "type Handler = import('./analytics/http').EventsHandler;",
      "export { plans } from '@/lib/site/pricing';",
      "import { processSingleton } from '@/lib/process-singleton';",
      "import { businessTimeZone } from './calendar';",
      "import { setServerHook } from './server-hooks.mjs';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(folderImports(file, source)).toEqual([
      { specifier: '@/lib/db/client', folder: 'lib/db' },
      { specifier: './http/trust-proxy', folder: 'lib/http' },
      { specifier: './analytics/http', folder: 'lib/analytics' },
      { specifier: '@/lib/site/pricing', folder: 'lib/site' },
    ]);
  });

  it('are where a circle the folder graph cannot see would run, so their rule catches it', () => {
    const modules = [
      { file: join(libDir, 'http/client-address.ts'), source: "import '@/lib/server-hooks.mjs';" },
      {
        file: join(libDir, 'server-hooks.d.mts'),
        source: "type H = import('./analytics/http').H;",
      },
      { file: join(libDir, 'analytics/http.ts'), source: "import '@/lib/http/body';" },
    ];
    expect(cycles(folderGraph(modules))).toEqual([]);
    expect(
      offendersOf(
        modules.filter(({ file }) => rootModule(file)),
        (file, source) => folderImports(file, source).map(({ specifier }) => specifier),
      ),
    ).toEqual(['lib/server-hooks.d.mts imports ./analytics/http']);
  });

  it('import no folder of lib/', () => {
    const modules = libModules().filter(({ file }) => rootModule(file));
    expect(modules.map(({ file }) => relative(root, file))).toContain('lib/env.ts');
    const offenders = offendersOf(modules, (file, source) =>
      folderImports(file, source).map(({ specifier }) => specifier),
    );
    expect(offenders).toEqual([]);
  });
});

describe('lib/http', () => {
  const httpDir = join(libDir, 'http');

  it('finds an import of a feature, and lets lib/db, its own modules and root modules by', () => {
    const file = join(httpDir, 'route.ts');
    const source = [
      "import { authorize } from '@/lib/auth/session';",
      "import { recordConversion } from '../analytics/conversions';",
      "const { submitLead } = await import('@/lib/leads/submit');",
      "import { getDb } from '@/lib/db/client';",
      "import { errorResponse } from './error-body';",
      "import { env } from '@/lib/env';",
      "import { serverHook } from '../server-hooks.mjs';",
    ].join('\n');
    expect(featureImports(file, source)).toEqual([
      { specifier: '@/lib/auth/session', folder: 'lib/auth' },
      { specifier: '../analytics/conversions', folder: 'lib/analytics' },
      { specifier: '@/lib/leads/submit', folder: 'lib/leads' },
    ]);
  });

  it('imports no feature folder', () => {
    const modules = libModules().filter(({ file }) => within(file, httpDir));
    expect(modules.length).toBeGreaterThan(0);
    const offenders = offendersOf(modules, (file, source) =>
      featureImports(file, source).map(({ specifier }) => specifier),
    );
    expect(offenders).toEqual([]);
  });
});

describe('app, components and lib', () => {
  const intoLib = (file: string, source: string) =>
    importsFrom(['app', 'components'], file, source);
  const intoComponents = (file: string, source: string) => importsFrom(['app'], file, source);

  it('finds an import of app/ or components/ in any of its forms', () => {
    const file = join(libDir, 'site/navigation.ts');
    expect(intoLib(file, "import sitemap from '@/app/sitemap';")).toEqual(['@/app/sitemap']);
    expect(intoLib(file, "const page = await import('@/app/(marketing)/page');")).toEqual([
      '@/app/(marketing)/page',
    ]);
    expect(intoLib(file, "export { Link } from '../../components/ui/link';")).toEqual([
      '../../components/ui/link',
    ]);
    expect(intoLib(file, "vi.mock('@/components/layout/header');")).toEqual([
      '@/components/layout/header',
    ]);
    expect(intoLib(file, "import { routes } from './routes';")).toEqual([]);
    expect(intoLib(file, "import { x } from '@/lib/app/y';")).toEqual([]);

    const component = join(root, 'components/admin/dashboard.tsx');
    expect(intoComponents(component, "import { load } from '../../app/admin/page';")).toEqual([
      '../../app/admin/page',
    ]);
    expect(intoComponents(component, "import { Link } from '@/components/ui/link';")).toEqual([]);
    expect(intoComponents(component, "import { cn } from '@/lib/utils';")).toEqual([]);
  });

  it('has no module in lib/ that imports from app/ or components/', () => {
    expect(offendersOf(libModules(), intoLib)).toEqual([]);
  });

  it('has no module in components/ that imports from app/', () => {
    const modules = modulesOf(join(root, 'components'));
    expect(modules.length).toBeGreaterThan(0);
    expect(offendersOf(modules, intoComponents)).toEqual([]);
  });
});

describe('the feature folders', () => {
  it('finds a circle of folders and names it', () => {
    const modules = [
      { file: join(libDir, 'leads/options.ts'), source: "export * from '@/lib/site/vocabulary';" },
      { file: join(libDir, 'site/content/schema.ts'), source: "import '@/lib/leads/options';" },
      { file: join(libDir, 'mail/send.ts'), source: "import '@/lib/db/queries/mail-outbox';" },
      { file: join(libDir, 'auth/server.ts'), source: "import '../mail/send';" },
      { file: join(libDir, 'mail/outbox.ts'), source: "import '../analytics/conversions';" },
      { file: join(libDir, 'analytics/x.ts'), source: "import '@/lib/auth/server';" },
    ];
    expect(cycles(folderGraph(modules))).toEqual([
      'lib/analytics -> lib/auth -> lib/mail -> lib/analytics',
      'lib/leads -> lib/site -> lib/leads',
    ]);
  });

  it('finds the circle the admin route wrapper made when it lived in lib/http', () => {
    const modules = [
      {
        file: join(libDir, 'http/route.ts'),
        source: "import { authorize } from '@/lib/auth/session';",
      },
      {
        file: join(libDir, 'auth/api.ts'),
        source: "import { errorBody } from '../http/error-body';",
      },
    ];
    expect(cycles(folderGraph(modules))).toEqual(['lib/auth -> lib/http -> lib/auth']);
  });

  it('do not import each other in circles', () => {
    expect(cycles(folderGraph(libModules()))).toEqual([]);
  });
});

describe('analytics events', () => {
  const eventQueries = join(dbDir, 'queries/events');
  /** Modules outside lib/analytics (and lib/db) that import the event queries. */
  const writers = (modules: { file: string; source: string }[]) =>
    modules.flatMap(({ file, source }) =>
      within(file, forbidden) || within(file, dbDir)
        ? []
        : specifiers(source)
            .filter((specifier) => resolveSpecifier(file, specifier) === eventQueries)
            .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );

  it('finds a feature that writes events around lib/analytics', () => {
    const file = join(libDir, 'leads/submit.ts');
    const source = "import { insertEvents } from '@/lib/db/queries/events';";
    expect(writers([{ file, source }])).toEqual([
      'lib/leads/submit.ts imports @/lib/db/queries/events',
    ]);
    const conversions = join(libDir, 'analytics/conversions.ts');
    expect(writers([{ file: conversions, source }])).toEqual([]);
  });

  it('are written only through lib/analytics (conversions through conversions.ts)', () => {
    expect(writers(libModules())).toEqual([]);
  });
});
