import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testServiceAccount } from '@/tests/fakes/ad-platforms';
import { conversionDestinations, defaults } from './config';

const account = testServiceAccount();
const dir = mkdtempSync(join(tmpdir(), 'jackie-conversions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const metaToken = 'EAAGm0PX4ZCpsBAKZCsecrettoken123';
const microsoftToken = 'ms-capi-secret-token-456';
const all = {
  META_CAPI_TOKEN: metaToken,
  META_PIXEL_ID: '123456789012345',
  GOOGLE_ADS_CUSTOMER_ID: '123-456-7890',
  GOOGLE_ADS_CONVERSION_ACTION_ID: '987654321',
  GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
  MICROSOFT_CAPI_TOKEN: microsoftToken,
  MICROSOFT_UET_TAG_ID: '187012345',
};

/** The error `conversionDestinations` throws for `env`, as text. */
function problem(env: Record<string, string | undefined>): string {
  try {
    conversionDestinations(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('conversionDestinations', () => {
  it('configures nothing when no credential is set (a pixel id alone is the browser pixel)', () => {
    expect(conversionDestinations({ META_PIXEL_ID: '123456789012345', PATH: '/usr/bin' })).toEqual({
      meta: null,
      google: null,
      microsoft: null,
    });
  });

  it('reads every platform with its defaults', () => {
    const destinations = conversionDestinations(all);
    expect(destinations.meta).toEqual({
      pixelId: '123456789012345',
      accessToken: metaToken,
      baseUrl: defaults.metaUrl,
      apiVersion: defaults.metaVersion,
      eventName: 'Schedule',
      testEventCode: null,
      clickIdsOnly: false,
    });
    expect(destinations.google).toMatchObject({
      customerId: '1234567890',
      loginCustomerId: null,
      conversionActionId: '987654321',
      baseUrl: 'https://datamanager.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      validateOnly: false,
      consent: null,
      clickIdsOnly: false,
    });
    expect(destinations.google?.serviceAccount.clientEmail).toBe(account.clientEmail);
    expect(destinations.microsoft).toEqual({
      tagId: '187012345',
      accessToken: microsoftToken,
      baseUrl: 'https://capi.uet.microsoft.com',
      eventName: 'book_demo',
      adStorageConsent: null,
      clickIdsOnly: false,
    });
  });

  it('reads the optional settings: base URLs, test mode, consent, click ids only', () => {
    const destinations = conversionDestinations({
      ...all,
      META_CAPI_URL: 'http://127.0.0.1:4010/',
      META_CAPI_EVENT_NAME: 'BookDemo',
      META_TEST_EVENT_CODE: 'TEST12345',
      META_CAPI_CLICK_IDS_ONLY: 'true',
      GOOGLE_DATA_MANAGER_URL: 'http://127.0.0.1:4011',
      GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:4011/token',
      GOOGLE_ADS_VALIDATE_ONLY: 'yes',
      GOOGLE_ADS_AD_USER_DATA_CONSENT: 'granted',
      GOOGLE_ADS_AD_PERSONALIZATION_CONSENT: 'denied',
      GOOGLE_ADS_LOGIN_CUSTOMER_ID: '111-222-3333',
      MICROSOFT_AD_STORAGE_CONSENT: 'denied',
      MICROSOFT_CAPI_CLICK_IDS_ONLY: '1',
    });
    expect(destinations.meta).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010',
      eventName: 'BookDemo',
      testEventCode: 'TEST12345',
      clickIdsOnly: true,
    });
    expect(destinations.google).toMatchObject({
      baseUrl: 'http://127.0.0.1:4011',
      tokenUrl: 'http://127.0.0.1:4011/token',
      validateOnly: true,
      loginCustomerId: '1112223333',
      consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
    });
    expect(destinations.microsoft).toMatchObject({ adStorageConsent: 'D', clickIdsOnly: true });
  });

  it('takes the service account as the key file’s JSON or as its path', () => {
    const path = join(dir, 'key.json');
    writeFileSync(path, account.json);
    const google = conversionDestinations({ ...all, GOOGLE_SERVICE_ACCOUNT_JSON: path }).google;
    expect(google?.serviceAccount.clientEmail).toBe(account.clientEmail);
  });

  it('requires every variable of a platform once one is set, and names the missing ones', () => {
    const message = problem({ META_CAPI_TOKEN: metaToken, GOOGLE_ADS_CUSTOMER_ID: '1234567890' });
    expect(message).toContain('META_PIXEL_ID: must be set with META_CAPI_TOKEN');
    expect(message).toContain(
      'GOOGLE_ADS_CONVERSION_ACTION_ID: must be set with GOOGLE_ADS_CUSTOMER_ID',
    );
    expect(message).toContain('GOOGLE_SERVICE_ACCOUNT_JSON: must be set');
    expect(problem({ MICROSOFT_CAPI_TOKEN: microsoftToken })).toContain(
      'MICROSOFT_UET_TAG_ID: must be set',
    );
  });

  it('refuses malformed values with one message per variable', () => {
    const message = problem({
      ...all,
      META_PIXEL_ID: 'pixel',
      META_CAPI_URL: 'ftp://example.com',
      GOOGLE_ADS_CUSTOMER_ID: '12345',
      GOOGLE_ADS_VALIDATE_ONLY: 'maybe',
      MICROSOFT_UET_TAG_ID: 'tag-1',
      MICROSOFT_AD_STORAGE_CONSENT: 'sure',
    });
    for (const name of [
      'META_PIXEL_ID',
      'META_CAPI_URL',
      'GOOGLE_ADS_CUSTOMER_ID',
      'GOOGLE_ADS_VALIDATE_ONLY',
      'MICROSOFT_UET_TAG_ID',
      'MICROSOFT_AD_STORAGE_CONSENT',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('never prints a credential, even a malformed one', () => {
    const secret = 'EAA secret with spaces 987';
    const key = JSON.parse(account.json) as { private_key: string };
    const broken = JSON.stringify({
      ...JSON.parse(account.json),
      private_key: `${key.private_key.slice(0, 200)}x`,
    });
    const messages = [
      problem({ ...all, META_CAPI_TOKEN: secret, META_PIXEL_ID: undefined }),
      problem({ ...all, MICROSOFT_CAPI_TOKEN: `${microsoftToken}\nmore` }),
      problem({ ...all, GOOGLE_SERVICE_ACCOUNT_JSON: broken }),
      problem({
        ...all,
        GOOGLE_SERVICE_ACCOUNT_JSON: '{"type":"service_account", "private_key": "-----BEGIN',
      }),
      problem({ ...all, GOOGLE_SERVICE_ACCOUNT_JSON: '-----BEGIN PRIVATE KEY-----\nMIIE' }),
    ];
    expect(messages[0]).toContain('META_CAPI_TOKEN: must be the token alone');
    expect(messages[2]).toContain(
      'GOOGLE_SERVICE_ACCOUNT_JSON: has a private_key that is not a PEM private key',
    );
    expect(messages[3]).toContain('GOOGLE_SERVICE_ACCOUNT_JSON: is not JSON');
    expect(messages[4]).toContain(
      'GOOGLE_SERVICE_ACCOUNT_JSON: is neither the key file’s JSON nor the path',
    );
    for (const message of messages) {
      expect(message).not.toContain('secret');
      expect(message).not.toContain(microsoftToken);
      expect(message).not.toContain('BEGIN');
      expect(message).not.toContain('MII');
    }
  });

  it('says which fields a key file lacks', () => {
    const message = problem({ ...all, GOOGLE_SERVICE_ACCOUNT_JSON: '{"type":"authorized_user"}' });
    expect(message).toContain(
      'is not a service account key file (check: type, client_email, private_key)',
    );
  });
});
