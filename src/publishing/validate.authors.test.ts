import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';
import { authorReferenceIssues, knownAuthorsOf } from '@/publishing/author-references';
import { validArticle } from '@tests/support/documents';

const dana = { documentType: 'author', site: 'healthline', id: 'dana-whitfield', name: 'Dana Whitfield', credentials: 'MPH, RD', bio: 'A registered dietitian with a master’s in public health.', roles: ['writer'] };
const kwame = { documentType: 'author', site: 'healthline', id: 'kwame-asante', name: 'Kwame Asante', credentials: 'MD, cardiology', bio: 'A cardiologist.', roles: ['medical-reviewer'] };
const known = knownAuthorsOf([dana, kwame] as { id: string; roles: ('writer' | 'medical-reviewer')[] }[]);
const byIds = (overrides: Record<string, unknown> = {}) => validArticle({ authors: ['dana-whitfield'], medicalReviewer: 'kwame-asante', ...overrides });

describe('author records', () => {
  it('validates a record: a slug id, a name, a bio and its roles; credentials and a photo are optional', () => {
    expect(validateDocument(dana)).toMatchObject({ ok: true, warnings: [] });
    expect(validateDocument({ ...dana, credentials: undefined, image: '/images/people/dana-whitfield.svg', imageAlt: 'Portrait' }).ok).toBe(true);
    const bad = validateDocument({ ...dana, id: 'Dana Whitfield', bio: ' ', roles: ['writer', 'writer'], image: 'http://x.example/a.png' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.path).sort()).toEqual(['bio', 'id', 'image', 'roles']);
    expect(validateDocument({ ...dana, roles: [] }).ok).toBe(false);
    expect(validateDocument({ ...dana, roles: ['editor'] }).ok).toBe(false);
  });

  it('lists the author type among the document types', () => {
    expect(validateDocument({ documentType: 'person' })).toMatchObject({ ok: false, errors: [{ path: 'documentType', message: 'must be one of "article", "category", "navigation", "author", "series", "campaign"' }] });
  });
});

describe('articles naming their people', () => {
  it('names authors and the medical reviewer by record id, with no warning', () => {
    const result = validateDocument(byIds());
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(result.ok && result.document.documentType === 'article' && [result.document.authors, result.document.medicalReviewer]).toEqual([['dana-whitfield'], 'kwame-asante']);
  });

  it('still accepts people written out (the old format), each with a warning at its path', () => {
    const result = validateDocument(validArticle({ authors: ['dana-whitfield', { name: 'Test Author', credentials: 'MPH' }], medicalReviewer: { name: 'Test Reviewer', credentials: 'MD' } }));
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([
      { path: 'authors[1]', message: '"Test Author" is written out (the old format): name their author record by its id instead, so their credentials are the same on every page' },
      { path: 'medicalReviewer', message: '"Test Reviewer" is written out (the old format): name their author record by its id instead, so their credentials are the same on every page' },
    ]);
  });

  it('says what an id must look like', () => {
    const result = validateDocument(byIds({ authors: ['Dana Whitfield'] }));
    expect(result).toMatchObject({ ok: false, errors: [{ path: 'authors[0]', message: 'must be the id of an author record, like dana-whitfield' }] });
  });

  it('warns about a recipe author written out, and about old fields beside a record', () => {
    const written = validateDocument(byIds({ body: [{ widgetFormat: 'recipe-author-bio', authorName: 'Dana Whitfield, RD' }] }));
    expect(written.warnings).toEqual([{ path: 'body[0]', message: expect.stringContaining('name their author record in authorId instead') }]);
    const both = validateDocument(byIds({ body: [{ widgetFormat: 'recipe-author-bio', authorId: 'dana-whitfield', authorName: 'Dana W.' }] }));
    expect(both.warnings).toEqual([{ path: 'body[0]', message: 'authorName is not shown: the author record "dana-whitfield" gives the name, bio and photo' }]);
    expect(validateDocument(byIds({ body: [{ widgetFormat: 'recipe-author-bio', authorId: 'dana-whitfield' }] })).warnings).toEqual([]);
  });
});

describe('author references', () => {
  it('finds nothing to refuse when every id has a record with the role its field needs', () => {
    expect(authorReferenceIssues(byIds({ body: [{ widgetFormat: 'recipe-author-bio', authorId: 'dana-whitfield' }] }) as { site: string }, known)).toEqual([]);
    // People written out name no record.
    expect(authorReferenceIssues(validArticle() as { site: string }, known)).toEqual([]);
  });

  it('refuses an unknown id wherever it is named: authors, the medical reviewer, a widget inside a container', () => {
    const article = byIds({
      authors: ['dana-whitfield', 'dana-whitfeld'],
      medicalReviewer: 'kwame',
      body: [{ widgetFormat: 'group', children: [{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'recipe-author-bio', authorId: 'nobody' }] }],
    });
    expect(authorReferenceIssues(article as { site: string }, known)).toEqual([
      { path: 'authors[1]', message: 'no author record "dana-whitfeld" on healthline: add content/healthline/authors/dana-whitfeld.json, or name an existing record' },
      { path: 'medicalReviewer', message: 'no author record "kwame" on healthline: add content/healthline/authors/kwame.json, or name an existing record' },
      { path: 'body[0].children[1].authorId', message: 'no author record "nobody" on healthline: add content/healthline/authors/nobody.json, or name an existing record' },
    ]);
  });

  it('refuses a record without the role its field needs', () => {
    expect(authorReferenceIssues(byIds({ authors: ['kwame-asante'], medicalReviewer: 'dana-whitfield' }) as { site: string }, known)).toEqual([
      { path: 'authors[0]', message: 'the author record "kwame-asante" is not a writer (its roles: medical-reviewer)' },
      { path: 'medicalReviewer', message: 'the author record "dana-whitfield" is not a medical reviewer (its roles: writer)' },
    ]);
  });
});
