ALTER TABLE "booking" ADD COLUMN "page_from_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_click_session_idx" ON "analytics_events" USING btree ("session_id","created_at") WHERE event_type = 'cta_click';--> statement-breakpoint
-- A booking whose service could not carry the page (Calendly) counts on the page of its
-- session's last booking click before it, of its variant when the session clicked that variant
-- (lib/db/queries/bookings.ts, `clickPageSql`); bookings already stored are placed the same way.
UPDATE "booking" b SET "page_from_visit" = true, "page" = (
  SELECT CASE WHEN e.page = 'landing' THEN '/' ELSE e.page END
  FROM "analytics_events" e
  WHERE e.event_type = 'cta_click' AND e.session_id = b.session_id
    AND e.page IS NOT NULL AND e.page <> ''
  ORDER BY (e.variant IS NOT DISTINCT FROM b.variant) DESC, (e.created_at <= b.created_at) DESC,
    abs(extract(epoch FROM e.created_at - b.created_at)), e.id DESC
  LIMIT 1)
WHERE b.session_id IS NOT NULL AND b.page IS NULL AND EXISTS (
  SELECT 1 FROM "analytics_events" e
  WHERE e.event_type = 'cta_click' AND e.session_id = b.session_id
    AND e.page IS NOT NULL AND e.page <> '');--> statement-breakpoint
-- Their booked demos and cancellations move to that page with them.
UPDATE "analytics_events" e SET "page" = CASE WHEN b.page = '/' THEN 'landing' ELSE b.page END
FROM "booking" b
WHERE b.page_from_visit AND e.event_type IN ('booked_demo', 'booking_cancelled')
  AND e.page IS NULL AND e.session_id = b.session_id AND e.created_at = b.created_at;
