import { replyTime, type Topic, type Trade } from '@/lib/site/vocabulary';

/**
 * The contact form's choices, labels and limits: plain data for the form component (which must
 * stay small) and the server. The rules that check them are in ./fields. Topics and trades are the
 * site's vocabulary (lib/site/vocabulary.ts), lead statuses the lead table's
 * (lib/db/schema/lead-status.ts); both are re-exported here for the form and the inbox.
 */
export * from '@/lib/db/schema/lead-status';
export * from '@/lib/site/vocabulary';

export const contactMethods = ['call', 'text', 'email'] as const;
export type ContactMethod = (typeof contactMethods)[number];
export const contactMethodLabels: Record<ContactMethod, string> = {
  call: 'Phone call',
  text: 'Text message',
  email: 'Email',
};

export const bestTimes = ['any', 'morning', 'afternoon', 'evening'] as const;
export type BestTime = (typeof bestTimes)[number];
export const bestTimeLabels: Record<BestTime, string> = {
  any: 'Any time',
  morning: 'Mornings (8 am to noon)',
  afternoon: 'Afternoons (noon to 5 pm)',
  evening: 'Evenings (5 pm to 8 pm)',
};

export const fieldLimits = {
  name: 100,
  business: 120,
  phone: 30,
  email: 254,
  message: 2000,
} as const;

/** The form's fields, as the browser sends them (every value a string). */
export const leadFieldNames = [
  'topic',
  'name',
  'business',
  'trade',
  'phone',
  'email',
  'preferred',
  'bestTime',
  'message',
] as const;
export type LeadFieldName = (typeof leadFieldNames)[number];
export type LeadFormValues = Record<LeadFieldName, string>;
export type LeadFieldErrors = Partial<Record<LeadFieldName, string>>;

/** A valid request, normalised. */
export type LeadFields = {
  topic: Topic;
  name: string;
  business: string;
  trade: Trade;
  /** E.164, or null */
  phone: string | null;
  email: string | null;
  preferred: ContactMethod;
  bestTime: BestTime;
  message: string | null;
};

/** Empty values for the form, with the topic and trade it opens with. */
export function emptyLeadValues(preset: Partial<LeadFormValues> = {}): LeadFormValues {
  return {
    topic: 'sales',
    name: '',
    business: '',
    trade: '',
    phone: '',
    email: '',
    preferred: 'call',
    bestTime: 'any',
    message: '',
    ...preset,
  };
}

/** What the visitor reads once the request is stored (the page without script, the form with). */
export const leadConfirmation = {
  title: 'Thanks, we got your message',
  text: `It is saved and on its way to the right team, and a person there answers ${replyTime}, the way you asked us to. If you gave an email address, a copy of your message is on its way to you.`,
} as const;
