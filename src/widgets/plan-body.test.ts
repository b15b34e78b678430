import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { inlineAdLimits } from '@/features/ads/inline-limits';
import { hasUrgentBlock, isUrgentNode, planBody } from '@/widgets/plan-body';

const html = (t: string): BodyNode => ({ type: 'html', html: `<p>${t}</p>` });
const widget = (widgetFormat: string): BodyNode => ({ widgetFormat });

describe('planBody', () => {
  it('groups consecutive product-card widgets into one group', () => {
    const plan = planBody([widget('product-card'), widget('product-card'), html('a'), widget('product-card')]);
    expect(plan.map((p) => p.kind)).toEqual(['grouped', 'html', 'grouped']);
    expect(plan[0]).toMatchObject({ kind: 'grouped', members: [{ index: 0 }, { index: 1 }] });
    expect(plan[2]).toMatchObject({ kind: 'grouped', members: [{ index: 3 }] });
  });

  // widget-call-out, the spec's third, declares adSlotAfter in its widget.ts when it is built (issue 18).
  it('puts an ad slot after the formats whose definition asks for one (faq, widget-call-out, treatment-comparison) only', () => {
    const plan = planBody(
      [widget('faq'), widget('warning'), widget('widget-call-out'), widget('treatment-comparison'), widget('divider')],
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
    const plan = planBody([html('a'), widget('divider')]);
    expect(plan).toMatchObject([{ kind: 'html', index: 0 }, { kind: 'widget', index: 1 }]);
  });

  it('numbers the inline slots and gives them positions within the page limits', () => {
    const body = Array.from({ length: 7 }, () => widget('faq'));
    const slots = planBody(body).filter((p) => p.kind === 'ad-slot');
    expect(slots.map((s) => s.ordinal)).toEqual([1, 2, 3, 4, 5]);
    expect(slots.map((s) => s.positions.join(' '))).toEqual(['MMR1 DLB2', 'MMR2 DLB2', 'MMR2 DLB2', 'MMR2', 'MMR2']);
  });

  it('uses the lower CPUV limits when given', () => {
    const body = Array.from({ length: 5 }, () => widget('treatment-comparison'));
    const slots = planBody(body, inlineAdLimits.cpuv).filter((p) => p.kind === 'ad-slot');
    expect(slots.map((s) => s.positions.join(' '))).toEqual(['MMR1 DLB2', 'MMR2 DLB2', 'MMR2']);
  });

  it('places the ad a drug-cost-savings widget asks for (showAd) after it, as a top-level slot, never inside it', () => {
    const drug = (showAd?: boolean): BodyNode => ({ widgetFormat: 'drug-cost-savings', drugSlug: 'atorvastatin', ...(showAd === undefined ? {} : { showAd }) });
    const plan = planBody([drug(true), html('a'), drug(false), drug()]);
    expect(plan.map((p) => p.kind)).toEqual(['widget', 'ad-slot', 'html', 'widget', 'widget']);
    expect(plan[1]).toMatchObject({ kind: 'ad-slot', afterIndex: 0, ordinal: 1, positions: ['MMR1', 'DLB2'] });
    // Only the drug widget may ask: showAd on another widget is invalid there and places nothing.
    expect(planBody([{ widgetFormat: 'divider', showAd: true } as BodyNode]).map((p) => p.kind)).toEqual(['widget']);
  });

  describe('urgent blocks', () => {
    const urgent: BodyNode = { widgetFormat: 'warning', header: 'Call 911', text: '<p>Now</p>', urgent: true };
    const body: BodyNode[] = [html('intro'), widget('faq'), urgent, widget('warning')];

    it('recognises only a warning marked urgent: true', () => {
      expect(isUrgentNode(urgent)).toBe(true);
      expect(isUrgentNode(widget('warning'))).toBe(false);
      expect(isUrgentNode({ widgetFormat: 'warning', urgent: 'yes' } as BodyNode)).toBe(false);
      expect(isUrgentNode({ widgetFormat: 'faq', urgent: true } as BodyNode)).toBe(false);
      expect(isUrgentNode(html('x'))).toBe(false);
      expect(hasUrgentBlock(body)).toBe(true);
      expect(hasUrgentBlock([html('x'), widget('warning')])).toBe(false);
    });

    it('the urgent part holds only the urgent blocks, with their body index and no ad', () => {
      expect(planBody(body, inlineAdLimits.standard, 'urgent')).toEqual([{ kind: 'widget', node: urgent, index: 2 }]);
    });

    it('the rest skips them and keeps everything else, ads included', () => {
      const rest = planBody(body, inlineAdLimits.standard, 'rest');
      expect(rest.map((p) => (p.kind === 'ad-slot' ? 'ad' : p.kind === 'grouped' ? 'grouped' : p.kind === 'insert' ? 'insert' : p.index))).toEqual([0, 1, 'ad', 3]);
    });

    it('the whole body keeps them in place', () => {
      expect(planBody(body).some((p) => p.kind === 'widget' && p.index === 2)).toBe(true);
    });

    it('text that introduces an urgent block goes with it; other introductions stay in the rest', () => {
      const intro: BodyNode = { type: 'html', html: '<p>If you have these signs:</p>', introducesNext: true };
      const withIntro: BodyNode[] = [html('intro'), intro, urgent, { ...intro }, widget('warning')];
      expect(planBody(withIntro, inlineAdLimits.standard, 'urgent').map((p) => p.kind !== 'ad-slot' && p.kind !== 'grouped' && p.kind !== 'insert' && p.index)).toEqual([1, 2]);
      expect(planBody(withIntro, inlineAdLimits.standard, 'rest').map((p) => p.kind !== 'ad-slot' && p.kind !== 'grouped' && p.kind !== 'insert' && p.index)).toEqual([0, 3, 4]);
    });
  });

  describe('the page’s inserts (the content-series block)', () => {
    const kinds = (plan: ReturnType<typeof planBody>) => plan.map((p) => (p.kind === 'insert' ? `insert:${p.key}` : p.kind === 'ad-slot' ? 'ad' : p.kind === 'grouped' ? `group:${p.members.map((m) => m.index).join(',')}` : p.index));

    it('sit between top-level nodes, before the node they name, after that node’s predecessor’s ad slot', () => {
      const body = [html('a'), widget('faq'), html('b'), html('c')];
      expect(kinds(planBody(body, inlineAdLimits.standard, 'all', [{ key: 'mid', before: 2 }]))).toEqual([0, 1, 'ad', 'insert:mid', 2, 3]);
      expect(planBody(body, inlineAdLimits.standard, 'all', [{ key: 'mid', before: 2 }])).toContainEqual({ kind: 'insert', key: 'mid', before: 2 });
    });

    it('one at the body’s length goes after the last node; several keep their order', () => {
      const body = [html('a'), html('b')];
      expect(kinds(planBody(body, inlineAdLimits.standard, 'all', [{ key: 'end', before: 2 }, { key: 'mid', before: 1 }]))).toEqual([0, 'insert:mid', 1, 'insert:end']);
    });

    it('never part text from the widget it introduces: they move down past the widget', () => {
      const intro: BodyNode = { type: 'html', html: '<p>Enter your ZIP code:</p>', introducesNext: true };
      const body = [html('a'), intro, widget('divider'), html('b')];
      expect(kinds(planBody(body, inlineAdLimits.standard, 'all', [{ key: 'mid', before: 2 }]))).toEqual([0, 1, 2, 'insert:mid', 3]);
    });

    it('never split a group of product cards', () => {
      const body = [html('a'), widget('product-card'), widget('product-card'), widget('product-card'), html('b')];
      expect(kinds(planBody(body, inlineAdLimits.standard, 'all', [{ key: 'mid', before: 2 }]))).toEqual([0, 'group:1,2,3', 'insert:mid', 4]);
    });

    it('are not placed in the urgent part; the rest places them past a skipped urgent block', () => {
      const urgent: BodyNode = { widgetFormat: 'warning', header: 'Call 911', text: '<p>Now</p>', urgent: true };
      const body = [html('a'), urgent, html('b')];
      expect(kinds(planBody(body, inlineAdLimits.standard, 'urgent', [{ key: 'mid', before: 1 }]))).toEqual([1]);
      expect(kinds(planBody(body, inlineAdLimits.standard, 'rest', [{ key: 'mid', before: 1 }]))).toEqual([0, 'insert:mid', 2]);
    });

    it('without inserts the plan is as before', () => {
      const body = [html('a'), widget('faq')];
      expect(planBody(body, inlineAdLimits.standard, 'all', [])).toEqual(planBody(body));
    });
  });
});
