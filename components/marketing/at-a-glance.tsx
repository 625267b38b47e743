import { keyFacts } from '@/lib/llms/facts';

/** The key facts in one list, the same ones /llms.txt gives (lib/llms/facts.ts). */
export function AtAGlance() {
  return (
    <section aria-labelledby="at-a-glance-heading" className="container-page py-16 sm:py-20">
      <h2 id="at-a-glance-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
        At a glance
      </h2>
      <dl className="mt-8 divide-y divide-border rounded-2xl border border-border bg-card">
        {keyFacts().map((fact) => (
          <div key={fact.label} className="grid gap-1 p-5 sm:grid-cols-[12rem_1fr] sm:gap-6">
            <dt className="font-semibold">{fact.label}</dt>
            <dd className="text-muted-foreground">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
