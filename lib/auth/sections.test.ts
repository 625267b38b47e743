import { describe, expect, it } from 'vitest';
import { legacyAdminRedirect, sectionOfPath, sections, sectionsFor } from './sections';

describe('admin sections', () => {
  it('lists every section for an admin, the staff ones with Conversions and Alerts for viewers, and the staff ones for sales', () => {
    expect(sectionsFor({ isAdmin: true }).map((s) => s.id)).toEqual([
      'overview',
      'campaigns',
      'speed',
      'leads',
      'conversions',
      'alerts',
      'team',
      'audit',
      'security',
    ]);
    expect(sectionsFor({ isAdmin: false }).map((s) => s.id)).toEqual([
      'overview',
      'campaigns',
      'speed',
      'leads',
      'conversions',
      'alerts',
      'security',
    ]);
    expect(sectionsFor({ isAdmin: false, isSales: true }).map((s) => s.id)).toEqual([
      'overview',
      'campaigns',
      'speed',
      'leads',
      'security',
    ]);
  });

  it('knows the current section from the path (the overview only at /admin)', () => {
    expect(sectionOfPath('/admin')?.id).toBe('overview');
    expect(sectionOfPath('/admin/')?.id).toBe('overview');
    expect(sectionOfPath('/admin/leads')?.id).toBe('leads');
    expect(sectionOfPath('/admin/campaigns')?.id).toBe('campaigns');
    expect(sectionOfPath('/admin/speed')?.id).toBe('speed');
    expect(sectionOfPath('/admin/conversions')?.id).toBe('conversions');
    expect(sectionOfPath('/admin/campaignsx')?.id).toBe('overview');
    expect(sectionOfPath('/admin/audit')?.id).toBe('audit');
    expect(sectionOfPath('/admin/team/x')?.id).toBe('team');
    expect(sectionOfPath('/pricing')).toBeNull();
    expect(new Set(sections.map((s) => s.href)).size).toBe(sections.length);
  });
});

describe('links from before the sections', () => {
  const redirect = (query: string, path = '/admin') =>
    legacyAdminRedirect(path, new URLSearchParams(query));

  it('keeps /admin?range=… on the overview', () => {
    expect(redirect('range=7d')).toBeNull();
    expect(redirect('')).toBeNull();
    expect(redirect('reset=true&token=abc')).toBeNull();
    expect(redirect('invite=tok')).toBeNull();
  });

  it('sends the inbox filters to /admin/leads with the same parameters', () => {
    expect(redirect('leadStatus=spam')).toBe('/admin/leads?leadStatus=spam');
    expect(redirect('range=7d&leadTopic=partnership&leadTrade=hvac&leadsPage=2')).toBe(
      '/admin/leads?leadTrade=hvac&leadTopic=partnership&leadsPage=2',
    );
  });

  it('sends ?audit=N to the audit section’s pages', () => {
    expect(redirect('audit=3')).toBe('/admin/audit?page=3');
    expect(redirect('audit=1&range=7d')).toBe('/admin/audit');
  });

  it('leaves the sections themselves alone', () => {
    expect(redirect('leadStatus=spam', '/admin/leads')).toBeNull();
    expect(redirect('audit=2', '/admin/audit')).toBeNull();
  });
});
