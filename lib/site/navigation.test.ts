import { describe, expect, it } from 'vitest';
import { allIndustriesLink } from './navigation';
import { servicePages } from './services';

describe('the menus', () => {
  it('send "all industries" to the service page that lists the industries', () => {
    const overview = servicePages.find((page) => page.href === allIndustriesLink.href);
    expect(overview?.slug).toBe('industries');
  });
});
