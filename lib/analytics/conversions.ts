import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@/lib/db/client';
import { insertEvents, type SessionLanding } from '@/lib/db/queries/events';
import type { Attribution } from '@/lib/db/schema/leads';
import { absoluteUrl } from '@/lib/site/config';
import { channelOf } from './channels';
import { type ConversionType, pageForPath } from './schema';
import { normaliseHost } from './visit';

/** What the server knows of a conversion when it records one. */
export type Conversion = {
  type: ConversionType;
  at: Date;
  /** The visitor's analytics session when the browser had one; a new one otherwise. */
  sessionId: string | null;
  /**
   * With no session: the id of the visit it stands for (from its attribution), when the caller
   * needs to find that visit again (a booking's deals); a new one otherwise.
   */
  standInId?: string;
  userAgent: string | null;
  /** The site path it happened on; null when unknown (a booking whose link the site did not know). */
  path: string | null;
  label: string | null;
  /** The booking link's variant, for a booked demo. */
  variant?: string | null;
  /** What brought the session to the site, stored with the event for the campaign figures. */
  attribution: Attribution | null;
  /** Further facts, e.g. the contact request's topic and trade. */
  details?: Record<string, string | null>;
};

/**
 * The visit a conversion with no session of its own stands for, from the attribution it carries
 * (a booking whose reference the site did not know, a contact request sent with no tracker): its
 * channel and campaign, so that it counts under them in the campaign figures. No page, no device.
 */
function landingOf(attribution: Attribution | null): SessionLanding {
  const referrerHost = normaliseHost(attribution?.referrer);
  const utmSource = attribution?.utmSource ?? null;
  const utmMedium = attribution?.utmMedium ?? null;
  return {
    landingPage: null,
    referrerHost,
    utmSource,
    utmMedium,
    utmCampaign: attribution?.utmCampaign ?? null,
    utmTerm: null,
    utmContent: null,
    clickId: null,
    device: null,
    channel: channelOf({ referrerHost, utmSource, utmMedium, clickId: null }),
  };
}

/**
 * The one door for conversions the server records (never sent by the browser: /api/events refuses
 * their types): stored as analytics events, folded into the rollups like the tracker's, in the
 * caller's transaction so the conversion exists exactly when what it counts was committed.
 */
export async function recordConversion(db: SqlClient, conversion: Conversion): Promise<void> {
  const { attribution } = conversion;
  const path = conversion.path;
  await insertEvents(db, [
    {
      receivedAt: conversion.at,
      sessionId: conversion.sessionId ?? conversion.standInId ?? randomUUID(),
      userAgent: conversion.userAgent?.slice(0, 512) ?? null,
      page: path === null ? null : pageForPath(path),
      url: path === null ? null : absoluteUrl(path),
      label: conversion.label,
      variant: conversion.variant ?? null,
      durationMs: null,
      metadata: {
        ...conversion.details,
        landing_page: attribution?.landingPage ?? null,
        referrer: attribution?.referrer ?? null,
        utm_source: attribution?.utmSource ?? null,
        utm_medium: attribution?.utmMedium ?? null,
        utm_campaign: attribution?.utmCampaign ?? null,
      },
      eventType: conversion.type,
      landing: conversion.sessionId ? null : landingOf(attribution),
    },
  ]);
}
