import { GlossaryContent, glossaryMetadata } from './glossary-content';

export const metadata = glossaryMetadata;

export default function GlossaryPage() {
  return <GlossaryContent />;
}
