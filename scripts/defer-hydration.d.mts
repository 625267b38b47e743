export declare const renderedPerRequest: string[];
export declare function deferHydration(html: string): string;
export declare function pagesRenderedAtRuntime(manifests: {
  appPathRoutes: Record<string, string>;
  prerender: {
    routes: Record<string, { initialRevalidateSeconds?: number | false }>;
    dynamicRoutes: Record<string, { fallback?: string | false | null }>;
  };
}): { route: string; source: string }[];
export declare function deferBuild(dist: string): number;
