import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@/lib/db/client';
import { insertEvents } from '@/lib/db/queries/events';
import type { Attribution } from '@/lib/db/schema/leads';
import { absoluteUrl } from '@/lib/site/config';
import { type ConversionType, pageForPath } from './schema';

/** What the server knows of a conversion when it records one. */
export type Conversion = {
  type: ConversionType;
  at: Date;
  /** The visitor's analytics session when the browser had one; a new one otherwise. */
  sessionId: string | null;
  userAgent: string | null;
  /** The site path it happened on. */
  path: string;
  label: string | null;
  /** The booking link's variant, for a booked demo. */
  variant?: string | null;
  /** What brought the session to the site, stored with the event for the campaign figures. */
  attribution: Attribution | null;
  /** Further facts, e.g. the contact request's topic and trade. */
  details?: Record<string, string | null>;
};

/**
 * The one door for conversions the server records (never sent by the browser: /api/events refuses
 * their types): stored as analytics events, folded into the rollups like the tracker's, in the
 * caller's transaction so the conversion exists exactly when what it counts was committed.
 */
export async function recordConversion(db: SqlClient, conversion: Conversion): Promise<void> {
  const { attribution } = conversion;
  await insertEvents(db, [
    {
      receivedAt: conversion.at,
      sessionId: conversion.sessionId ?? randomUUID(),
      userAgent: conversion.userAgent?.slice(0, 512) ?? null,
      page: pageForPath(conversion.path),
      url: absoluteUrl(conversion.path),
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
    },
  ]);
}
