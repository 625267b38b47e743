import type { ReactNode } from 'react';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ContentIcon } from '@/components/marketing/content-icon';
import { Mail } from '@/components/ui/icons';
import type { IconName } from '@/lib/site/content/icons';
import type { ContactPageContent } from '@/lib/site/content/schema';

/** A card as tall as its row: icon, h3 and text, then the card's actions at the bottom. */
function ActionCard({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6">
      <ContentIcon name={icon} className="size-8 text-brand-700 dark:text-brand-300" />
      <h3 className="mt-4 font-semibold text-xl">{title}</h3>
      <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
      {children}
    </li>
  );
}

/** One card per booking page, each with a button that opens it. */
export function DemoOptions({ options }: { options: ContactPageContent['demos']['options'] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {options.map(({ variant, icon, title, text, button, placement }) => (
        <ActionCard key={variant} icon={icon} title={title} text={text}>
          <BookDemoButton variant={variant} placement={placement} className="mt-6 w-full">
            {button}
          </BookDemoButton>
        </ActionCard>
      ))}
    </ul>
  );
}

/** One card per team inbox: its address, and the contact form with the team's topic chosen. */
export function EmailContacts({ contacts }: { contacts: ContactPageContent['email']['contacts'] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {contacts.map(({ icon, topic, title, address, text }) => (
        <ActionCard key={title} icon={icon} title={title} text={text}>
          <a
            href={`mailto:${address}`}
            className="mt-5 inline-flex items-center gap-2 break-all font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {address}
          </a>
          <a
            href={`/contact?topic=${topic}#message`}
            className="mt-3 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            Send a message<span className="sr-only"> to {title.toLowerCase()}</span>
          </a>
        </ActionCard>
      ))}
    </ul>
  );
}
