import { describe, expect, it } from 'vitest';
import { canonicalSource, knownSources } from './sources';

describe('canonicalSource: one name per source', () => {
  it('names Google by UTM, by any country host, by its app, and its maps', () => {
    for (const value of [
      'google',
      'google.com',
      'google.co.uk',
      'google.de',
      'm.google.de',
      'maps.google.com',
      'gbp',
      'com.google.android.googlequicksearchbox',
    ]) {
      expect(canonicalSource(value), value).toBe('google');
    }
  });

  it('keeps Google products that are not search apart from it', () => {
    expect(canonicalSource('gemini.google.com')).toBe('gemini');
    expect(canonicalSource('mail.google.com')).toBe('gmail');
  });

  it('joins the hosts and names of the same network or assistant', () => {
    expect(canonicalSource('l.facebook.com')).toBe('facebook');
    expect(canonicalSource('m.facebook.com')).toBe('facebook');
    expect(canonicalSource('fb')).toBe('facebook');
    expect(canonicalSource('l.instagram.com')).toBe('instagram');
    expect(canonicalSource('lnkd.in')).toBe('linkedin');
    expect(canonicalSource('t.co')).toBe('x');
    expect(canonicalSource('twitter')).toBe('x');
    expect(canonicalSource('chatgpt.com')).toBe('chatgpt');
    expect(canonicalSource('chat.openai.com')).toBe('chatgpt');
    expect(canonicalSource('openai')).toBe('chatgpt');
    expect(canonicalSource('perplexity.ai')).toBe('perplexity');
    expect(canonicalSource('cn.bing.com')).toBe('bing');
    expect(canonicalSource('youtu.be')).toBe('youtube');
  });

  it('leaves an unknown site or tag as it is, and look-alikes unmatched', () => {
    expect(canonicalSource('homeadvisor.com')).toBe('homeadvisor.com');
    expect(canonicalSource('spring-mailer')).toBe('spring-mailer');
    expect(canonicalSource('notgoogle.com')).toBe('notgoogle.com');
    expect(canonicalSource('google.com.evil.net')).toBe('google.com.evil.net');
    expect(canonicalSource('facebook.com.example')).toBe('facebook.com.example');
    expect(canonicalSource('myfacebook.com')).toBe('myfacebook.com');
    expect(canonicalSource(null)).toBeNull();
  });

  it('gives every known name and host a canonical name of its own source', () => {
    for (const source of knownSources) {
      for (const value of [...source.names, ...source.hosts]) {
        expect(canonicalSource(value), value).toBe(source.name);
      }
    }
  });
});
