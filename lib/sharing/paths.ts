/**
 * Where shared views live (no secrets and no imports, so that proxy.ts can import it): the
 * public page of a link (its password form posts to `<page>/unlock`), the admin's API, and the
 * one-time flash cookie that carries a new link to the Team section once.
 */
export const sharePrefix = '/share/';
export const sharePath = (token: string) => `${sharePrefix}${token}`;

export const sharedViewsApiPath = '/api/admin/shared-views';
export const revokeApiPath = (id: number) => `${sharedViewsApiPath}/${id}/revoke`;

/** The Team section's panel of links, where a new link is shown once. */
export const teamPath = '/admin/team';
export const sharedViewsAnchor = 'shared-views';

/** The sealed new link, sent to the Team section only, read there once (proxy.ts drops it). */
export const flashCookie = 'jackie_shared_view_once';
