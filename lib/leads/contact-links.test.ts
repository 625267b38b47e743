import { describe, expect, it } from 'vitest';
import { mailLink, phoneLink } from './contact-links';

describe('phoneLink', () => {
  it('reads North American numbers the national way and calls them in E.164', () => {
    expect(phoneLink('+14155550132')).toEqual({
      text: '(415) 555-0132',
      href: 'tel:+14155550132',
    });
    expect(phoneLink('+16045550199')).toEqual({
      text: '(604) 555-0199',
      href: 'tel:+16045550199',
    });
  });

  it('reads other numbers with their country code', () => {
    expect(phoneLink('+442079460958')).toEqual({
      text: '+44 20 7946 0958',
      href: 'tel:+442079460958',
    });
  });

  it('reads a number stored before E.164 too, and links it in E.164', () => {
    expect(phoneLink(' 415.555.0132 ')).toEqual({
      text: '(415) 555-0132',
      href: 'tel:+14155550132',
    });
  });

  it('shows what is not a phone number as it is, without a link', () => {
    expect(phoneLink('call the office')).toEqual({ text: 'call the office', href: null });
    expect(phoneLink('555-0132')).toEqual({ text: '555-0132', href: null });
  });
});

describe('mailLink', () => {
  it('links an address with mailto:', () => {
    expect(mailLink('dana@reyes.example')).toEqual({
      text: 'dana@reyes.example',
      href: 'mailto:dana@reyes.example',
    });
  });

  it('percent-encodes what a mailto: URL would read as its query or fragment', () => {
    expect(mailLink('dana+leads?x=1#y@reyes.example').href).toBe(
      'mailto:dana%2Bleads%3Fx%3D1%23y@reyes.example',
    );
  });

  it('does not link a value that is not an address', () => {
    expect(mailLink('no-at-sign')).toEqual({ text: 'no-at-sign', href: null });
  });
});
