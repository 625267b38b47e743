import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { FactorChallenge } from '@/components/admin/factor-challenge';
import { SessionControls } from '@/components/admin/session-controls';
import { ResetSwitch, SignIn } from '@/components/admin/sign-in-gate';
import { BrandBar } from '@/components/layout/brand-bar';
import { getAdminState } from '@/lib/auth/admin-gate';
import { sectionsFor } from '@/lib/auth/sections';
import { siteConfig } from '@/lib/site/config';

export const metadata: Metadata = {
  // A section's title reads "Leads · Analytics | Jackie AI": a plain string here would end the
  // root layout's template for the pages below it.
  title: { default: 'Analytics', template: `%s · Analytics | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

// Every admin page answers the person asking (their session, the CSP nonce of proxy.ts): never
// prerendered, whether or not a section reads its search parameters.
export const dynamic = 'force-dynamic';

/** The states before the dashboard: one narrow column under the page's heading. */
function Gate({ children, spaced = true }: { children: ReactNode; spaced?: boolean }) {
  return (
    <section aria-labelledby="admin-heading" className="mx-auto max-w-xl">
      <h1 id="admin-heading" className={spaced ? 'mb-6 font-bold text-3xl' : 'font-bold text-3xl'}>
        Analytics
      </h1>
      {children}
    </section>
  );
}

/**
 * Every admin route, guarded once (as taxonomy's dashboard layout): the notice when something is
 * not configured, sign-in, the second-factor challenge, or, signed in, the sections the person's
 * role may use around the section asked for. Each section page checks its own access again
 * (lib/auth/admin-gate.ts) before it loads anything.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const state = await getAdminState();
  let body: ReactNode;
  if (state.kind === 'unconfigured') {
    body = (
      <Gate spaced={false}>
        <p
          role="alert"
          className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {state.notice}
        </p>
      </Gate>
    );
  } else if (state.kind === 'signed-out') {
    // The sections render nothing signed out; the overview shows an invitation's page there.
    body = (
      <Gate>
        <SignIn />
        {children}
      </Gate>
    );
  } else {
    const signIn = (
      <Gate>
        <SignIn />
      </Gate>
    );
    body = (
      <ResetSwitch signIn={signIn}>
        {state.kind === 'challenge' ? (
          <Gate>
            <FactorChallenge email={state.email} factors={state.factors} />
          </Gate>
        ) : (
          <section aria-labelledby="admin-heading">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h1 id="admin-heading" className="font-bold text-3xl">
                Analytics
              </h1>
              <SessionControls email={state.user.email} />
            </div>
            <AdminNav
              items={sectionsFor(state.user).map(({ id, href, label }) => ({ id, href, label }))}
            />
            <div className="mt-8">{children}</div>
          </section>
        )}
      </ResetSwitch>
    );
  }
  return (
    <>
      <BrandBar />
      <main id="main" className="container-page py-10">
        {body}
      </main>
    </>
  );
}
