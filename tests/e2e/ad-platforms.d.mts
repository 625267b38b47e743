export declare const e2eAdAccounts: {
  pixelId: string;
  metaToken: string;
  customerId: string;
  conversionActionId: string;
  tagId: string;
  microsoftToken: string;
};
export declare function startAdPlatforms(
  dir: string,
): Promise<{ env: Record<string, string>; close: () => Promise<void> }>;
