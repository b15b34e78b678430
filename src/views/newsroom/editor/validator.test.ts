import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaValidator } from './validator';

const shape: RJSFSchema = {
  type: 'object',
  properties: {
    shape: {
      oneOf: [
        { type: 'object', title: 'Circle', properties: { kind: { const: 'circle' }, radius: { type: 'number', minimum: 0 } }, required: ['kind', 'radius'] },
        { type: 'object', title: 'Square', properties: { kind: { const: 'square' }, side: { type: 'number' } }, required: ['kind', 'side'] },
      ],
    },
    when: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('the rjsf validator on @cfworker/json-schema', () => {
  it('says whether data is valid, and rjsf picks the matching oneOf/anyOf branch with it', () => {
    const validator = new SchemaValidator();
    const options = (shape.properties!.shape as RJSFSchema).oneOf as RJSFSchema[];
    expect(validator.isValid(options[1]!, { kind: 'square', side: 2 }, shape)).toBe(true);
    expect(validator.isValid(options[0]!, { kind: 'square', side: 2 }, shape)).toBe(false);
    const utils = createSchemaUtils(validator, shape);
    expect(utils.getFirstMatchingOption({ kind: 'square', side: 2 }, options)).toBe(1);
    expect(utils.getFirstMatchingOption({ kind: 'circle', radius: 1 }, options)).toBe(0);
    expect(utils.getClosestMatchingOption({ kind: 'square', side: 3 }, options)).toBe(1);
    const when = (shape.properties!.when as RJSFSchema).anyOf as RJSFSchema[];
    expect(utils.getFirstMatchingOption(null, when)).toBe(1);
  });

  it('reports errors where rjsf expects them: a missing field on the field, wrappers left out', () => {
    const validator = new SchemaValidator();
    const schema: RJSFSchema = { type: 'object', required: ['title'], properties: { title: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { q: { type: 'string', minLength: 1 } } } } } };
    const { errors, errorSchema } = validator.validateFormData({ items: [{ q: '' }] }, schema);
    expect(errors.map((e) => [e.name, e.property])).toEqual([
      ['required', '.title'],
      ['minLength', '.items.0.q'],
    ]);
    expect(errorSchema).toMatchObject({ title: { __errors: ['is a required property'] }, items: { 0: { q: { __errors: [expect.stringContaining('too short')] } } } });
    const custom = validator.validateFormData({ title: 'x' }, schema, (_data, errors) => {
      (errors as unknown as Record<string, { addError: (m: string) => void }>).title!.addError('not that one');
      return errors;
    });
    expect(custom.errorSchema).toMatchObject({ title: { __errors: ['not that one'] } });
  });

  it('resolves $refs into the root schema’s $defs', () => {
    const root: RJSFSchema = { $defs: { name: { type: 'string', minLength: 2 } }, type: 'object', properties: { a: { $ref: '#/$defs/name' } } };
    const validator = new SchemaValidator();
    expect(validator.isValid({ $ref: '#/$defs/name' }, 'ok', root)).toBe(true);
    expect(validator.isValid({ $ref: '#/$defs/name' }, 'x', root)).toBe(false);
  });

  it('never evaluates code: it works with eval and Function taken away (the CSP forbids both)', () => {
    const forbidden = () => {
      throw new Error('eval is forbidden by the CSP');
    };
    vi.stubGlobal('eval', forbidden);
    vi.stubGlobal('Function', new Proxy(Function, { construct: forbidden, apply: forbidden }));
    const validator = new SchemaValidator();
    expect(validator.isValid(shape, { shape: { kind: 'circle', radius: 2 }, when: '2024-01-31' }, shape)).toBe(true);
    expect(validator.isValid(shape, { shape: { kind: 'circle', radius: -1 } }, shape)).toBe(false);
    expect(validator.rawValidation(shape, { when: 5 }).errors?.length).toBeGreaterThan(0);
  });
});
