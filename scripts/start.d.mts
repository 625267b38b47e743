export declare function buildInputs(root: string): string[];
export declare function buildSettings(env: Record<string, string | undefined>): string;
export declare function staleReason(
  root: string,
  env: Record<string, string | undefined>,
): string | null;
