export declare const trackerId: string;
export declare function isAdminPage(file: string): boolean;
export declare function inlineTracker(html: string, code: string): string;
export declare function rewritePublicPages(rewrite: (html: string) => string): number;
