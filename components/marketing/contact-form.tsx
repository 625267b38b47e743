'use client';

import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { trackerSessionId } from '@/lib/analytics/tracker';
import {
  bestTimeLabels,
  bestTimes,
  contactMethodLabels,
  contactMethods,
  emptyLeadValues,
  fieldLimits,
  type LeadFieldErrors,
  type LeadFieldName,
  type LeadFormValues,
  leadConfirmation,
  leadFieldNames,
  type Topic,
  topicLabels,
  topics,
  tradeLabels,
  trades,
} from '@/lib/leads/options';

/** The rules (zod and the phone metadata) load on the first interaction, not with the page. */
let rules: Promise<typeof import('@/lib/leads/fields')> | undefined;
const loadRules = () => {
  rules ??= import('@/lib/leads/fields');
  return rules;
};

type Props = {
  /** The page the form is on, for the team and the analytics. */
  source: string;
  values?: Partial<LeadFormValues>;
  errors?: LeadFieldErrors;
  /** The form at the end of an industry page: the topic is fixed and the layout tighter. */
  compact?: boolean;
  /** A topic the form is about without asking (the compact form's). */
  fixedTopic?: Topic;
};

type Sending = 'idle' | 'sending' | 'sent';

const control =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-base aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

/**
 * The contact form. Without script it is a plain form that posts to /contact/submit, which
 * answers with a confirmation page or the form again with messages. With script it checks each
 * field as it is left (the server's rules, loaded on first use) and sends in place.
 */
export function ContactForm({ source, values, errors, compact = false, fixedTopic }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const initial = emptyLeadValues({ ...(fixedTopic ? { topic: fixedTopic } : {}), ...values });
  const [shown, setShown] = useState<LeadFieldErrors>(errors ?? {});
  const [summary, setSummary] = useState<string | null>(
    errors && Object.keys(errors).length > 0 ? countMessage(Object.keys(errors).length) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>('idle');

  // /contact?topic=support (links from each team's card) opens the form on that topic.
  useEffect(() => {
    if (fixedTopic || values?.topic) return;
    const topic = new URLSearchParams(location.search).get('topic');
    const select = formRef.current?.elements.namedItem('topic');
    if (select instanceof HTMLSelectElement && topics.includes(topic as Topic)) {
      select.value = topic as Topic;
    }
  }, [fixedTopic, values?.topic]);

  useEffect(() => {
    if (sending === 'sent') doneRef.current?.focus();
  }, [sending]);

  const fieldId = (name: LeadFieldName) => `${id}-${name}`;
  const read = () => Object.fromEntries(new FormData(formRef.current ?? undefined));

  /** Checks the form and shows the message of `only` (a field just left) or of every field. */
  const check = async (only?: LeadFieldName) => {
    const { validateLead } = await loadRules();
    const result = validateLead(read());
    const found = result.success ? {} : result.errors;
    setShown((current) => {
      if (!only) return found;
      const next = { ...current };
      // A field left shows its message; the others keep theirs until they are fixed.
      for (const name of leadFieldNames) {
        if (name === only || next[name]) next[name] = found[name];
      }
      return next;
    });
    return found;
  };

  const focusFirst = (found: LeadFieldErrors) => {
    const first = leadFieldNames.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React clears currentTarget once the handler yields.
    const form = event.currentTarget;
    if (sending === 'sending') return;
    setProblem(null);
    const found = await check().catch(() => ({}) as LeadFieldErrors);
    const count = Object.keys(found).length;
    setSummary(count ? countMessage(count) : null);
    if (count) return focusFirst(found);
    const data = new FormData(form);
    data.set('session', trackerSessionId());
    setSending('sending');
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams([...data].map(([name, value]) => [name, String(value)])),
      });
      const answer = await response.json().catch(() => null);
      if (response.ok) return setSending('sent');
      setSending('idle');
      if (answer?.fields) {
        setShown(answer.fields);
        setSummary(countMessage(Object.keys(answer.fields).length));
        return focusFirst(answer.fields);
      }
      setProblem(answer?.error?.message ?? `The server answered ${response.status}. Try again.`);
    } catch {
      setSending('idle');
      setProblem('Your message was not sent: the connection failed. Check it and try again.');
    }
  };

  if (sending === 'sent') {
    return (
      <div role="status" className="rounded-2xl border border-border bg-card p-6">
        <h3 ref={doneRef} tabIndex={-1} className="font-semibold text-xl">
          {leadConfirmation.title}
        </h3>
        <p className="mt-2 text-muted-foreground">{leadConfirmation.text}</p>
      </div>
    );
  }

  const field = (name: LeadFieldName, label: string, input: ReactNode, hint?: string) => (
    <div className={name === 'message' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={fieldId(name)} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {input}
      <p
        id={`${fieldId(name)}-error`}
        aria-live="polite"
        className="mt-1 font-medium text-red-700 text-sm dark:text-red-300"
      >
        {shown[name] ?? ''}
      </p>
    </div>
  );

  const controlProps = (name: LeadFieldName, hint = false) => ({
    id: fieldId(name),
    name,
    'aria-invalid': shown[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${fieldId(name)}-hint` : '', shown[name] ? `${fieldId(name)}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    onFocus: () => void loadRules().catch(() => {}),
    onBlur: () => void check(name).catch(() => {}),
  });

  const options = <T extends string>(list: readonly T[], labels: Record<T, string>) =>
    list.map((value) => (
      <option key={value} value={value}>
        {labels[value]}
      </option>
    ));

  /** A one-line field; its length limit and starting value come from the field's name. */
  const inputField = (
    name: 'name' | 'business' | 'phone' | 'email',
    label: string,
    attributes: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>,
    hint?: string,
  ) =>
    field(
      name,
      label,
      <input
        {...controlProps(name, hint !== undefined)}
        {...attributes}
        maxLength={fieldLimits[name]}
        defaultValue={initial[name]}
        className={control}
      />,
      hint,
    );

  /** A choice from a list; its starting value comes from the field's name. */
  const selectField = (
    name: 'topic' | 'trade' | 'preferred' | 'bestTime',
    label: string,
    choices: ReactNode,
  ) =>
    field(
      name,
      label,
      <select {...controlProps(name)} defaultValue={initial[name]} className={control}>
        {choices}
      </select>,
    );

  return (
    <form
      ref={formRef}
      id="contact-form"
      method="post"
      action="/contact/submit"
      noValidate
      onSubmit={submit}
      // The first focus asks for /contact/start, which starts the form's timer (lib/leads/timer.ts).
      className="rounded-2xl border border-border bg-card bg-no-repeat p-6 focus-within:bg-[url(/contact/start)] sm:p-8"
    >
      <p role="alert" className="mb-4 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {summary ?? ''}
      </p>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="session" value="" />
      {fixedTopic ? <input type="hidden" name="topic" value={fixedTopic} /> : null}
      <div className={compact ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-5 sm:grid-cols-2'}>
        {fixedTopic
          ? null
          : selectField('topic', 'What is this about?', options(topics, topicLabels))}
        {inputField('name', 'Your name', { type: 'text', autoComplete: 'name' })}
        {inputField('business', 'Business name', { type: 'text', autoComplete: 'organization' })}
        {selectField(
          'trade',
          'Trade',
          <>
            <option value="">Choose your trade</option>
            {options(trades, tradeLabels)}
          </>,
        )}
        {inputField(
          'phone',
          'Phone',
          { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
          'A phone number or an email address, or both.',
        )}
        {inputField('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {selectField(
          'preferred',
          'How should we contact you?',
          options(contactMethods, contactMethodLabels),
        )}
        {selectField('bestTime', 'Best time to reach you', options(bestTimes, bestTimeLabels))}
        {field(
          'message',
          'Message (optional)',
          <textarea
            {...controlProps('message')}
            rows={compact ? 3 : 5}
            maxLength={fieldLimits.message}
            defaultValue={initial.message}
            className={control}
          />,
        )}
      </div>
      {/* A field people never see; software that fills in every field gives itself away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p role="alert" className="mt-4 font-medium text-red-700 empty:hidden dark:text-red-300">
        {problem ?? ''}
      </p>
      <button
        type="submit"
        disabled={sending === 'sending'}
        className="mt-6 inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-lg text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950"
      >
        {sending === 'sending' ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

function countMessage(count: number): string {
  return count === 1
    ? 'One field needs your attention: see the message next to it.'
    : `${count} fields need your attention: see the messages next to them.`;
}
