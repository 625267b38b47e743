import { type JsonLdNode, serializeJsonLd } from '@/lib/seo/json-ld';

export function JsonLd({ data }: { data: JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised by serializeJsonLd, which escapes '<'
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
