import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

/**
 * rjsf's validator on @cfworker/json-schema, which interprets schemas (draft 2020-12) instead of
 * compiling them: the site's CSP forbids eval and new Function, which ajv (validator-ajv8) needs.
 * rjsf uses it to pick the matching branch of an anyOf/oneOf and to check data on request; the
 * messages people see beside fields are the server's (extraErrors), not these.
 */

/** Keywords that only say "something inside failed": the inner error says what. */
const wrappers = new Set(['properties', 'items', 'prefixItems', 'additionalItems', 'patternProperties', '$ref', '$recursiveRef', 'allOf', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'false']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** '#/items/0/question' → '.items.0.question' (rjsf's property form). */
function property(instanceLocation: string): string {
  const parts = instanceLocation.replace(/^#\/?/, '').split('/').filter(Boolean);
  return parts.map((p) => `.${decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~')}`).join('');
}

export function toRjsfErrors(units: readonly OutputUnit[]): RJSFValidationError[] {
  return units
    .filter((u) => !wrappers.has(u.keyword))
    .map((u) => {
      let at = property(u.instanceLocation);
      let message = u.error;
      if (u.keyword === 'required') {
        // As validator-ajv8 does: the error belongs to the missing field, not its object.
        const missing = /"([^"]+)"/.exec(u.error)?.[1];
        if (missing) {
          at = `${at}.${missing}`;
          message = 'is a required property';
        }
      }
      return { name: u.keyword, message, property: at, schemaPath: u.keywordLocation, stack: `${at || '.'} ${message}`.trim(), params: {} };
    });
}

export class SchemaValidator implements ValidatorType<unknown, RJSFSchema> {
  private byObject = new WeakMap<object, Validator>();
  private byText = new Map<string, Validator>();

  /** A validator for the schema, with the root's $defs when it refers to them; cached. */
  private validatorFor(schema: RJSFSchema, rootSchema?: RJSFSchema): Validator {
    const cached = this.byObject.get(schema);
    if (cached) return cached;
    let full: Record<string, unknown> = schema as Record<string, unknown>;
    if (rootSchema && rootSchema !== schema) {
      for (const defs of ['$defs', 'definitions'] as const) {
        if (isObject(rootSchema[defs]) && !(defs in full)) full = { ...full, [defs]: rootSchema[defs] };
      }
    }
    const text = JSON.stringify(full);
    let validator = this.byText.get(text);
    if (!validator) {
      validator = new Validator(full as Schema, '2020-12', false);
      if (this.byText.size > 500) this.byText.clear();
      this.byText.set(text, validator);
    }
    this.byObject.set(schema, validator);
    return validator;
  }

  rawValidation<Result = RJSFValidationError>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    try {
      const result = this.validatorFor(schema).validate(formData);
      return { errors: toRjsfErrors(result.errors) as Result[] };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return this.validatorFor(schema, rootSchema).validate(formData).valid;
    } catch {
      return false;
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator<unknown, RJSFSchema>,
    transformErrors?: ErrorTransformer<unknown, RJSFSchema>,
    uiSchema?: UiSchema<unknown, RJSFSchema>,
  ): ValidationData<unknown> {
    const raw = this.rawValidation<RJSFValidationError>(schema, formData);
    let errors = raw.errors ?? [];
    if (raw.validationError) errors = [...errors, { stack: raw.validationError.message }];
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<unknown>(errors);
    if (!customValidate) return { errors, errorSchema };
    const handler = customValidate(formData, createErrorHandler<unknown>(formData), uiSchema);
    return validationDataMerge<unknown>({ errors, errorSchema }, unwrapErrorHandler<unknown>(handler));
  }

  reset(): void {
    this.byText.clear();
    this.byObject = new WeakMap();
  }
}

/** One validator for every form of the editor (its cache is shared). */
export const schemaValidator = new SchemaValidator();
