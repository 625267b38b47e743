import { JsonLd } from '@/components/json-ld';
import { ChevronDown } from '@/components/ui/icons';
import { faqPageJsonLd } from '@/lib/seo/json-ld';

export type FaqItem = { question: string; answer: string };

/**
 * Questions as native <details> disclosures: they open and close without JavaScript, and the
 * answers are in the HTML for search engines. Emits FAQPage JSON-LD for the same items.
 */
export function FaqSection({
  faqs,
  title = 'Frequently Asked Questions',
  id = 'faq',
}: {
  faqs: FaqItem[];
  title?: string;
  id?: string;
}) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-16">
      <h2 id={`${id}-heading`} className="mb-6 font-bold text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className="divide-y divide-border rounded-xl border border-border bg-card">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-muted-foreground leading-relaxed">{faq.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={[faqPageJsonLd(faqs)]} />
    </section>
  );
}
