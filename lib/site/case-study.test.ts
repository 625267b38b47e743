import { describe, expect, it } from 'vitest';
import { caseStudy, poolCampaign, returnOnAdSpend, returnOnInvestment } from './case-study';

describe('the case study figures', () => {
  it('print what the spec publishes', () => {
    expect(caseStudy).toMatchObject({
      roi: '16.46x',
      adSpend: '$3,643.55',
      costPerLead: '$28',
      clickRate: '6.07%',
      leads: '130+',
      closed: '$60K+',
      pipeline: '$1.82M',
    });
  });

  it('compute ROI as (revenue - cost) / cost and ROAS as revenue / ad spend', () => {
    expect(returnOnInvestment(10_000, 2_000)).toBe(4);
    expect(returnOnAdSpend(10_000, 2_000)).toBe(5);
    expect(caseStudy.roas).toBe('17.46x');
  });

  it('keep ROI one point below ROAS when ad spend is the only cost', () => {
    const { closedRevenue, adSpend } = poolCampaign;
    expect(
      returnOnAdSpend(closedRevenue, adSpend) - returnOnInvestment(closedRevenue, adSpend),
    ).toBe(1);
  });

  it('agree with the published "$60K+ closed": 16.46 × spend + spend is about $63.6K', () => {
    const implied = 16.46 * poolCampaign.adSpend + poolCampaign.adSpend;
    expect(implied).toBeGreaterThan(60_000);
    expect(Math.abs(implied - poolCampaign.closedRevenue)).toBeLessThan(50);
    expect(caseStudy.closedRevenue).toBe('$63,600');
  });

  it('count a month of the Professional plan as cost at its starting price', () => {
    expect(caseStudy.costWithProfessionalMonth).toBe('$4,643.55');
    expect(caseStudy.roiWithProfessionalMonth).toBe('12.70x');
  });
});
