import { describe, expect, it } from 'vitest';
import { cardAnchorId } from '@/widgets/kits/commerce/anchors';
import { isCardBlocked } from '@/widgets/kits/commerce/page-rules';
import { barWidthPercent, formatScore, headlineScore, scoreBars } from '@/widgets/kits/commerce/score';

describe('scores', () => {
  const criteria = [
    { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.2 },
    { scoreCriteriaName: 'Taste', scoreCriteriaValue: 3.5 },
    { scoreCriteriaName: 'Value', scoreCriteriaValue: 5 },
  ];

  it('takes the headline from Overall, else the rating, else 4.5', () => {
    expect(headlineScore(criteria, 3)).toBe(4.2);
    expect(headlineScore(criteria.slice(1), 3.9)).toBe(3.9);
    expect(headlineScore([])).toBe(4.5);
  });

  it('skips Overall in the bars and sizes a bar as score / 5', () => {
    expect(scoreBars(criteria).map((c) => c.scoreCriteriaName)).toEqual(['Taste', 'Value']);
    expect(barWidthPercent(3.5)).toBe(70);
    expect(barWidthPercent(5)).toBe(100);
    expect(barWidthPercent(7)).toBe(100);
    expect(formatScore(4.5)).toBe('4.5');
    expect(formatScore(5)).toBe('5.0');
  });
});

describe('page rules and placements', () => {
  it('builds card anchors as page{n}-card{hash}', () => {
    expect(cardAnchorId(1, 'brightwell-d3')).toBe('page1-cardbrightwell-d3');
    expect(cardAnchorId(2, 'a b"<c')).toBe('page2-cardabc');
  });

  it('hides cards on blocked paths unless a commerce-propensity placement is active', () => {
    expect(isCardBlocked('/test/commerce-blocked', false)).toBe(true);
    expect(isCardBlocked('/test/commerce-blocked', true)).toBe(false);
    expect(isCardBlocked('/nutrition/fiber-basics', false)).toBe(false);
  });
});
