import { validateDocument, type ContentDocument } from '@/publishing/validate';

/** Minimal valid documents for tests; pass overrides to make the case at hand. */
export function validArticle(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: '/test/sample-article',
    title: 'A sample article',
    description: 'A sample article used by the tests.',
    authors: [{ name: 'Test Author', credentials: 'MPH' }],
    medicalReviewer: { name: 'Test Reviewer', credentials: 'MD' },
    datePublished: '2026-01-15',
    categories: ['test-category'],
    body: [{ type: 'html', html: '<p>Hello.</p>' }],
    ...overrides,
  };
}

export function validCategory(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    documentType: 'category',
    site: 'healthline',
    slug: 'test-category',
    canonicalPath: '/test-category',
    title: 'Test category',
    description: 'A category used by the tests.',
    ...overrides,
  };
}

export function validNavigation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    documentType: 'navigation',
    site: 'healthline',
    header: [{ title: 'Test category', url: '/test-category' }],
    footer: { links: [{ label: 'Privacy policy', url: '/privacy-policy' }], socialLinks: [] },
    ...overrides,
  };
}

/** A document validated as the importer would, for tests that store it; throws with the errors when invalid. */
export function validated(input: Record<string, unknown>): ContentDocument {
  const result = validateDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}
