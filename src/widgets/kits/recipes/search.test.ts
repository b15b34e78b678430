import { describe, expect, it } from 'vitest';
import { articleSearchText } from '@/widgets/search-text';
import { fixtures as v1 } from '@/widgets/recipe/fixtures';
import { fixtures as v2 } from '@/widgets/recipe-v2/fixtures';

describe('recipe text in search', () => {
  it('indexes ingredients, steps and tips, but not the sponsor tracker URL', () => {
    const { body } = articleSearchText({ title: 'T', description: 'D', body: [v1.sponsored, v2.default] as never });
    expect(body).toContain('dried red lentils');
    expect(body).toContain('Blend until smooth');
    expect(body).toContain('Keep the heat moderate');
    expect(body).toContain('rolled oats');
    expect(body).not.toContain('tracker.greenfield-pantry.example');
  });
});
