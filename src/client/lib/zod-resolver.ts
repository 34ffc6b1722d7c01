import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverOptions,
} from 'react-hook-form';
import type { input, output, ZodType } from 'zod';
import { ruleCode } from '#shared/validation/rule-code.ts';

/**
 * Connects a shared zod schema to a react-hook-form form: the form's values are parsed
 * with the schema, and each field gets the first message the schema gives for it (the
 * forms show one message per field, as the shared schemas word them), typed by the code its
 * rule carries (`ruleCode`), else zod's issue code. An issue about a whole list
 * (a field array) goes to the list's `root`, an issue about the whole form to `root`.
 *
 * Ours rather than `@hookform/resolvers`, which adapts some twenty validation libraries
 * and both zod majors: this is the one function we use of it, and it sits in the initial
 * JavaScript of /auth, /profile and /build.
 */
export function zodResolver<Schema extends ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<input<Schema>, unknown, output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };

    const errors: FieldErrors<input<Schema>> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const name = path === '' ? 'root' : isFieldArray(path, options) ? `${path}.root` : path;
      if (get(errors, name) !== undefined) continue;
      const error: FieldError = {
        type: ruleCode(issue) ?? issue.code,
        message: issue.message,
        ref: fieldRef(path, options),
      };
      set(errors, name, error);
    }
    return { values: {}, errors };
  };
}

/** Whether the form has fields under `path.<index>`: then `path` names a list of fields. */
function isFieldArray<Values extends FieldValues>(
  path: string,
  options: ResolverOptions<Values>,
): boolean {
  const prefix = `${path}.`;
  return (options.names ?? []).some(
    (name) => String(name).startsWith(prefix) && /^\d/.test(String(name).slice(prefix.length)),
  );
}

/** The registered element of a field, so an error can point at it. */
function fieldRef<Values extends FieldValues>(
  path: string,
  options: ResolverOptions<Values>,
): FieldError['ref'] {
  const field = get(options.fields, path) as
    { ref?: FieldError['ref']; refs?: FieldError['ref'][] } | undefined;
  return field?.refs?.[0] ?? field?.ref;
}
