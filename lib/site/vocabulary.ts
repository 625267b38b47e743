/**
 * The site's words for who writes to us and why: the trades it serves and the topics of a contact
 * request. The site's content schema (./content/schema.ts) checks its pages against them, and the
 * contact form (lib/leads/options) offers them. Plain data: the form component imports it.
 */
export const topics = ['sales', 'support', 'partnership'] as const;
export type Topic = (typeof topics)[number];
export const topicLabels: Record<Topic, string> = {
  sales: 'Sales: plans, pricing or a demo',
  support: 'Support: I am already a client',
  partnership: 'Partnership',
};

export const trades = ['hvac', 'plumbing', 'electrical', 'pool', 'roofing', 'other'] as const;
export type Trade = (typeof trades)[number];
export const tradeLabels: Record<Trade, string> = {
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  pool: 'Pool building',
  roofing: 'Roofing',
  other: 'Other',
};

/**
 * How soon a person on our team answers a message sent through the site's forms: one promise,
 * made by the contact page, the message form, the industry pages' form, the form's confirmation
 * and the acknowledgment mail. Jackie answers a contractor's customers in seconds; this is us
 * answering contractors, whose instant path is booking a demo.
 */
export const replyTime = 'within one business day';
