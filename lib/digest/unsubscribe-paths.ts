/**
 * The digest's two unsubscribe addresses (no secrets, so the proxy can import them): the page a
 * person opens from the mail's body, and the address of its form and of the List-Unsubscribe
 * header, where a POST unsubscribes and a GET shows that same page (proxy.ts).
 */
export const unsubscribePagePath = '/digest/unsubscribe';
export const unsubscribePostPath = '/api/digest/unsubscribe';
