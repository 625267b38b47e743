import { PricingContent, pricingMetadata } from './pricing-content';

export const metadata = pricingMetadata;

export default function PricingPage() {
  return <PricingContent />;
}
