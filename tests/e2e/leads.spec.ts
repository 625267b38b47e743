import { fillContactForm, timerWaitMs } from './contact';
import { expect, expectNoA11yViolations, hydrated, test } from './fixtures';
import { mailsTo } from './mail';
import { send } from './raw-http';

/**
 * The contact form as a visitor uses it, with and without JavaScript, and its endpoint as an
 * attacker sends to it. Each test names its own client in X-Forwarded-For (the suite's server
 * trusts 127.0.0.1 as a proxy), so the per-address limit of one test is not another's.
 */
const sales = 'sales@jackieai.com';
let clients = 0;
function unique(label: string): string {
  clients += 1;
  return `${label} ${Date.now().toString(36)}${clients}`;
}

test.beforeEach(async ({ page }, testInfo) => {
  const n = (testInfo.project.name === 'phone' ? 100 : 0) + testInfo.workerIndex * 20 + clients;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(n % 250) + 1}` });
});

const mailsAbout = (to: string, text: string) => mailsTo(to).filter((mail) => mail.includes(text));

const fieldMessages = {
  'Your name': 'Enter your name.',
  'Business name': 'Enter your business name.',
  Trade: 'Choose your trade.',
  Phone: 'Enter a phone number or an email address, so we can reach you.',
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid request is confirmed on its own page and mailed to sales and the sender', async ({
    page,
  }) => {
    const name = unique('Dana Reyes');
    const email = `dana.${Date.now()}@reyes.example`;
    await page.goto('/contact');
    await fillContactForm(page, { name, email });
    await page.waitForTimeout(timerWaitMs);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, we got your message');

    await expect.poll(() => mailsAbout(sales, name).length).toBe(1);
    const team = mailsAbout(sales, name)[0] ?? '';
    expect(team).toContain(`Reply-To: ${email}`);
    expect(team).toContain('+14155550132');
    expect(team).toContain('Text message');
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expect(mailsTo(email)[0]).toContain('We got your message');

    // The confirmation was a 303: reloading it sends nothing again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, we got your message');
    await page.waitForTimeout(1_000);
    expect(mailsAbout(sales, name)).toHaveLength(1);
  });

  test('a request to correct comes back with the values kept and a message per field', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    await form.getByLabel('Email').fill('dana@');
    await form.getByLabel('Message (optional)').fill('Call me back');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/form\?state=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your message');
    const again = page.locator('#contact-form');
    for (const [label, message] of Object.entries({
      ...fieldMessages,
      Phone: 'Enter a phone number, or choose email as the way to reach you.',
      Email: 'Enter an email address like name@example.com.',
    })) {
      const field = again.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.()]/g, '\\$&')),
      );
    }
    await expect(again.getByLabel('Email')).toHaveValue('dana@');
    await expect(again.getByLabel('Message (optional)')).toHaveValue('Call me back');
    await expect(page.getByRole('alert').first()).toContainText('fields need your attention');
    // axe runs as a script: the same page, opened where scripts run, shows the same state.
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const check = await scripted.newPage();
    await check.goto(page.url());
    await expect(check.locator('#contact-form').getByLabel('Your name')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoA11yViolations(check);
    await scripted.close();
  });

  test('the honeypot and a too-fast submit get the confirmation and no mail', async ({ page }) => {
    const trapped = unique('Honey Pot');
    await page.goto('/contact');
    await fillContactForm(page, { name: trapped, email: `honey.${Date.now()}@bots.example` });
    await page.locator('input[name="website"]').fill('https://spam.example');
    await page.waitForTimeout(timerWaitMs);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);

    const hasty = unique('Quick Draw');
    await page.goto('/contact');
    await fillContactForm(page, { name: hasty, email: `quick.${Date.now()}@bots.example` });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);

    await page.waitForTimeout(2_000);
    expect(mailsAbout(sales, trapped)).toEqual([]);
    expect(mailsAbout(sales, hasty)).toEqual([]);
  });

  test('an industry page ends with the short form, on its trade', async ({ page }) => {
    await page.goto('/industries/hvac');
    const form = page.locator('#contact-form');
    await expect(form.getByLabel('Trade')).toHaveValue('hvac');
    await expect(form.getByLabel('What is this about?')).toHaveCount(0);
    await expect(form.locator('input[name="topic"]')).toHaveValue('sales');
    await expect(form.locator('input[name="source"]')).toHaveValue('/industries/hvac');
  });
});

test.describe('with JavaScript', () => {
  test('each field says what is wrong when it is left, and the form passes axe', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.locator('#contact-form');
    await expectNoA11yViolations(page);
    await form.getByLabel('Your name').focus();
    await form.getByLabel('Business name').focus();
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Enter your name.');
    await form.getByLabel('Phone').fill('555-01');
    await form.getByLabel('Email').focus();
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
      /Enter a phone number like \(555\) 123-4567/,
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const label of ['Your name', 'Business name', 'Trade']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expectNoA11yViolations(page);
  });

  test('a valid request is sent in place and mailed with the reply-to', async ({ page }) => {
    const name = unique('Sam Ortiz');
    const email = `sam.${Date.now()}@ortiz.example`;
    await page.goto('/contact?topic=partnership#message');
    await hydrated(page);
    await expect(page.locator('#contact-form').getByLabel('What is this about?')).toHaveValue(
      'partnership',
    );
    await fillContactForm(page, { name, email });
    await page.waitForTimeout(timerWaitMs);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').getByText('Thanks, we got your message')).toBeFocused();
    await expect(page).toHaveURL(/\/contact\?topic=partnership/);
    await expectNoA11yViolations(page);

    await expect.poll(() => mailsAbout('partners@jackieai.com', name).length).toBe(1);
    expect(mailsAbout('partners@jackieai.com', name)[0]).toContain(`Reply-To: ${email}`);
    await expect.poll(() => mailsTo(email).length).toBe(1);
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const validFields = (name: string) => ({
  topic: 'sales',
  name,
  business: 'Attack Surface LLC',
  trade: 'roofing',
  phone: '+1 415 555 0199',
  email: '',
  preferred: 'call',
  bestTime: 'any',
  message: '',
  source: '/contact',
});

test.describe('the endpoint under attack @once', () => {
  const from = '127.0.0.4';
  const json = (baseURL: string, extra: Record<string, string> = {}) => ({
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    origin: baseURL,
    ...extra,
  });

  async function timer(baseURL: string, client = from): Promise<string> {
    const answer = await send(`${baseURL}/contact/start`, { method: 'GET', from: client });
    const cookie = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^jackie_form_timer=/);
    return cookie;
  }

  test('bad requests get a clear error and store nothing', async ({ baseURL }) => {
    const url = `${baseURL}/contact/submit`;
    const base = baseURL as string;
    const name = unique('Bad Input');
    const body = form(validFields(name));

    const crossSite = await send(url, {
      method: 'POST',
      from,
      headers: json(base, { origin: 'https://evil.example' }),
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body).error.code).toBe('cross_site');
    const noOrigin = await send(url, {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(noOrigin.status).toBe(403);

    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const wrongType = await send(url, {
        method: 'POST',
        from,
        headers: json(base, { 'content-type': type }),
        body,
      });
      expect(wrongType.status, type).toBe(415);
    }

    const oversize = await send(url, {
      method: 'POST',
      from,
      headers: json(base),
      body: form({ ...validFields(name), message: 'x'.repeat(100_000) }),
    });
    expect(oversize.status).toBe(413);
    expect(JSON.parse(oversize.body).error.message).toBe('The message is too long to send.');

    const missing = await send(url, { method: 'POST', from, headers: json(base), body: '' });
    expect(missing.status).toBe(400);
    expect(Object.keys(JSON.parse(missing.body).fields)).toEqual(
      expect.arrayContaining(['topic', 'name', 'business', 'trade', 'phone', 'preferred']),
    );

    const odd = {
      name: [`${'a'.repeat(10_000)}`, 'Keep your name to 100 characters or fewer.'],
      business: ['Roof\u0000Co', 'Remove the unusual characters from your business name.'],
      message: ['bell\u0007', 'Remove the unusual characters from your message.'],
    } as const;
    for (const [field, [value, message]] of Object.entries(odd)) {
      const answer = await send(url, {
        method: 'POST',
        from,
        headers: json(base),
        body: form({ ...validFields(name), [field]: value }),
      });
      expect(answer.status, field).toBe(400);
      expect(JSON.parse(answer.body).fields).toEqual({ [field]: message });
    }
    // Percent-escapes that are not UTF-8 (a lone surrogate's bytes) arrive as U+FFFD, which is text.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsAbout(sales, name)).toEqual([]);
  });

  test('a replayed request is stored once, odd but valid Unicode is kept', async ({ baseURL }) => {
    const base = baseURL as string;
    // Its own address: the limit test below uses up 127.0.0.4's allowance.
    const client = '127.0.0.5';
    const cookie = await timer(base, client);
    await new Promise((resolve) => setTimeout(resolve, timerWaitMs));
    // Mail bodies are quoted-printable: the mails are found by the ASCII part of the name.
    const token = unique('Replay');
    const name = `Zoë 🔧 O’Brien\u202E ${token}`;
    const request = {
      method: 'POST',
      from: client,
      headers: json(base, { cookie, 'x-forwarded-for': '198.51.100.77' }),
      body: form(validFields(name)),
    };
    const first = await send(`${base}/contact/submit`, request);
    const replay = await send(`${base}/contact/submit`, request);
    expect([first.status, replay.status]).toEqual([200, 200]);
    await expect.poll(() => mailsAbout(sales, token).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsAbout(sales, token)).toHaveLength(1);
  });

  test('a rotating X-Forwarded-For does not escape the per-address limit', async ({ baseURL }) => {
    const base = baseURL as string;
    const cookies: string[] = [];
    for (let index = 0; index < 7; index += 1) cookies.push(await timer(base));
    await new Promise((resolve) => setTimeout(resolve, timerWaitMs));
    const names: string[] = [];
    for (const [index, cookie] of cookies.entries()) {
      const name = unique(`Rotating ${index}`);
      names.push(name);
      const answer = await send(`${base}/contact/submit`, {
        method: 'POST',
        from,
        headers: json(base, { cookie, 'x-forwarded-for': `198.51.100.${index + 1}` }),
        body: form(validFields(name)),
      });
      // Caught or not, the sender gets the same answer.
      expect(answer.status).toBe(200);
    }
    // Five in ten minutes from one address; the spoofed header is not believed from 127.0.0.4.
    await expect.poll(() => names.filter((name) => mailsAbout(sales, name).length).length).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(names.slice(5).flatMap((name) => mailsAbout(sales, name))).toEqual([]);
  });
});
