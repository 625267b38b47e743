export declare const refusedOnce: RegExp;
export declare function startSmtpCatcher(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }>;
