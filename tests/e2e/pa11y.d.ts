// pa11y ships no types; the part of its API the checkers spec uses.
declare module 'pa11y' {
  export type Pa11yIssue = {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string;
    selector: string;
    runner: string;
  };
  export type Pa11yOptions = {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: ('htmlcs' | 'axe')[];
    timeout?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    /** A browser launched by the caller, shared between runs and left open. */
    browser?: import('puppeteer').Browser;
  };
  export type Pa11yResults = { documentTitle: string; pageUrl: string; issues: Pa11yIssue[] };
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
