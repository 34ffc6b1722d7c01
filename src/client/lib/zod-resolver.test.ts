import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver.ts';

const signUp = z
  .object({
    email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email'),
    password: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .regex(/\d/, 'Add a digit'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });

const entry = z.object({
  title: z.string().min(1, 'Job title is required'),
  bullets: z
    .array(z.object({ text: z.string().min(1, 'Write the bullet or remove it') }))
    .max(2, 'At most 2 bullets'),
});

/** What react-hook-form passes: the mounted field names and their registered elements. */
function options<T extends FieldValues>(names: string[]): ResolverOptions<T> {
  const fields: Record<string, unknown> = {};
  for (const name of names) {
    const ref = { name };
    const parts = name.split('.');
    let node = fields;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = { _f: { name, ref }, ref, name };
  }
  return { names: names as never, fields: fields as never, shouldUseNativeValidation: false };
}

describe('zodResolver', () => {
  it('answers the parsed values when the schema accepts them', async () => {
    const result = await zodResolver(signUp)(
      { email: '  ann@example.com ', password: 'secret123', confirm: 'secret123' },
      undefined,
      options(['email', 'password', 'confirm']),
    );
    expect(result).toEqual({
      values: { email: 'ann@example.com', password: 'secret123', confirm: 'secret123' },
      errors: {},
    });
  });

  it("gives each field the schema's first message for it, with the field's element", async () => {
    const result = await zodResolver(signUp)(
      { email: 'not-an-email', password: 'short', confirm: 'other' },
      undefined,
      options(['email', 'password', 'confirm']),
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: {
        type: 'invalid_format',
        message: 'Please enter a valid email',
        ref: { name: 'email' },
      },
      password: {
        type: 'too_small',
        message: 'Password must be at least 8 characters',
        ref: { name: 'password' },
      },
      // zod checks the whole form too when the fields have the right types.
      confirm: { type: 'custom', message: 'Passwords do not match', ref: { name: 'confirm' } },
    });
  });

  it('reports a refinement on its path once the fields themselves pass', async () => {
    const result = await zodResolver(signUp)(
      { email: 'ann@example.com', password: 'secret123', confirm: 'secret124' },
      undefined,
      options(['email', 'password', 'confirm']),
    );
    expect(result.errors).toEqual({
      confirm: { type: 'custom', message: 'Passwords do not match', ref: { name: 'confirm' } },
    });
  });

  it('nests errors of list items under their index', async () => {
    const result = await zodResolver(entry)(
      { title: '', bullets: [{ text: 'Shipped' }, { text: '' }] },
      undefined,
      options(['title', 'bullets.0.text', 'bullets.1.text']),
    );
    expect(result.errors).toEqual({
      title: { type: 'too_small', message: 'Job title is required', ref: { name: 'title' } },
      // An array, as react-hook-form keeps field array errors.
      bullets: [
        undefined,
        {
          text: {
            type: 'too_small',
            message: 'Write the bullet or remove it',
            ref: { name: 'bullets.1.text' },
          },
        },
      ],
    });
  });

  it('puts an issue about a whole list of fields on the list root', async () => {
    const result = await zodResolver(entry)(
      { title: 'Engineer', bullets: [{ text: 'Shipped' }, { text: 'Led' }, { text: 'Grew' }] },
      undefined,
      options(['title', 'bullets.0.text', 'bullets.1.text', 'bullets.2.text']),
    );
    expect(result.errors).toEqual({
      bullets: { root: { type: 'too_big', message: 'At most 2 bullets', ref: undefined } },
    });
    // Without list fields on the form, the same issue is the field's own.
    const plain = await zodResolver(entry)(
      { title: 'Engineer', bullets: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] },
      undefined,
      options(['title']),
    );
    expect(plain.errors).toEqual({
      bullets: { type: 'too_big', message: 'At most 2 bullets', ref: undefined },
    });
  });

  it("types an error by the code its rule carries, else by zod's issue code", async () => {
    const schema = z.object({
      name: z
        .string()
        .refine((name) => name !== '', { error: 'Required', params: { code: 'NO_NAME' } }),
      city: z.string().refine((city) => city !== '', 'Required'),
    });
    const result = await zodResolver(schema)(
      { name: '', city: '' },
      undefined,
      options(['name', 'city']),
    );
    expect(result.errors).toEqual({
      name: { type: 'NO_NAME', message: 'Required', ref: { name: 'name' } },
      city: { type: 'custom', message: 'Required', ref: { name: 'city' } },
    });
  });

  it('puts an issue about the whole form on root', async () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'Something is wrong');
    const result = await zodResolver(schema)({ a: 'x' }, undefined, options(['a']));
    expect(result.errors).toEqual({
      root: { type: 'custom', message: 'Something is wrong', ref: undefined },
    });
  });
});
