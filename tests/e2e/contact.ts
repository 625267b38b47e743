import type { Page } from '@playwright/test';

/** Longer than the form's minimum fill time (lib/leads/timer.ts), from the first focus. */
export const timerWaitMs = 3_300;

/** Fills the page's contact form with a valid request from `name`. */
export async function fillContactForm(
  page: Page,
  {
    name,
    email,
    business = 'Reyes Heating & Air',
  }: { name: string; email: string; business?: string },
) {
  const form = page.locator('#contact-form');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Trade').selectOption('HVAC');
  await form.getByLabel('Phone').fill('(415) 555-0132');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How should we contact you?').selectOption('Text message');
  await form.getByLabel('Best time to reach you').selectOption('Mornings (8 am to noon)');
  await form.getByLabel('Message (optional)').fill('Missed calls on Saturdays. Can Jackie help?');
}
