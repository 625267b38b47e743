export declare function bundleTracker(): Promise<{ code: string; inputs: string[] }>;
