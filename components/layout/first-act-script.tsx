'use client';

import { firstActScript } from '@/lib/site/first-act-script';

/**
 * The inline first-act script (lib/site/first-act-script.ts). From a client component: a server
 * component's output is written into the page's RSC payload a second time, where this sits once
 * in a script every page shares and caches. React does not run it again when it hydrates.
 */
export function FirstActScript() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this repository
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: firstActScript }} />
  );
}
