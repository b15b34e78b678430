import { describe, expect, it } from 'vitest';
import { drugSlugFromPath, drugTemplatePath } from './template-path';

describe('drug template paths', () => {
  it('names the drug of /health/drugs/{drugSlug}', () => {
    expect(drugSlugFromPath('/health/drugs/atorvastatin')).toBe('atorvastatin');
    expect(drugTemplatePath('lipitor')).toBe('/health/drugs/lipitor');
  });

  it('refuses other paths, nested paths and malformed slugs', () => {
    expect(drugSlugFromPath('/health/atorvastatin')).toBeNull();
    expect(drugSlugFromPath('/health/drugs/')).toBeNull();
    expect(drugSlugFromPath('/health/drugs/a/b')).toBeNull();
    expect(drugSlugFromPath('/health/drugs/Lipitor')).toBeNull();
    expect(drugSlugFromPath(`/health/drugs/${'a'.repeat(81)}`)).toBeNull();
  });
});
