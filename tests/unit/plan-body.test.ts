import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { inlineAdLimits } from '@/features/ads/inline-limits';
import { planBody } from '@/widgets/plan-body';
import { formatsWithAdSlotAfter } from '@/widgets/registry';

const html = (t: string): BodyNode => ({ type: 'html', html: `<p>${t}</p>` });
const widget = (widgetFormat: string): BodyNode => ({ widgetFormat });

describe('planBody', () => {
  it('groups consecutive product-card widgets into one group', () => {
    const plan = planBody([widget('product-card'), widget('product-card'), html('a'), widget('product-card')], formatsWithAdSlotAfter);
    expect(plan.map((p) => p.kind)).toEqual(['group', 'html', 'group']);
    expect(plan[0]).toMatchObject({ kind: 'group', members: [{ index: 0 }, { index: 1 }] });
    expect(plan[2]).toMatchObject({ kind: 'group', members: [{ index: 3 }] });
  });

  it('puts an ad slot after faq, widget-call-out and treatment-comparison only', () => {
    const plan = planBody(
      [widget('faq'), widget('warning'), widget('widget-call-out'), widget('treatment-comparison'), widget('divider')],
      formatsWithAdSlotAfter,
    );
    expect(plan.map((p) => (p.kind === 'widget' ? p.node.widgetFormat : p.kind))).toEqual([
      'faq',
      'ad-slot',
      'warning',
      'widget-call-out',
      'ad-slot',
      'treatment-comparison',
      'ad-slot',
      'divider',
    ]);
  });

  it('keeps each node’s body index', () => {
    const plan = planBody([html('a'), widget('divider')], formatsWithAdSlotAfter);
    expect(plan).toMatchObject([{ kind: 'html', index: 0 }, { kind: 'widget', index: 1 }]);
  });

  it('numbers the inline slots and gives them positions within the page limits', () => {
    const body = Array.from({ length: 7 }, () => widget('faq'));
    const slots = planBody(body, formatsWithAdSlotAfter).filter((p) => p.kind === 'ad-slot');
    expect(slots.map((s) => s.ordinal)).toEqual([1, 2, 3, 4, 5]);
    expect(slots.map((s) => s.positions.join(' '))).toEqual(['MMR1 DLB2', 'MMR2 DLB2', 'MMR2 DLB2', 'MMR2', 'MMR2']);
  });

  it('uses the lower CPUV limits when given', () => {
    const body = Array.from({ length: 5 }, () => widget('widget-call-out'));
    const slots = planBody(body, formatsWithAdSlotAfter, inlineAdLimits.cpuv).filter((p) => p.kind === 'ad-slot');
    expect(slots.map((s) => s.positions.join(' '))).toEqual(['MMR1 DLB2', 'MMR2 DLB2', 'MMR2']);
  });
});
