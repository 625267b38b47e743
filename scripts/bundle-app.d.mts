export declare function bundleApp(source: {
  entry?: string;
  contents?: string;
  name?: string;
}): Promise<{ file: string; cleanup: () => void }>;
