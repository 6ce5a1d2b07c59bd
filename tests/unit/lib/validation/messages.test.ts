import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadMessages } from '@/lib/brand/messages';
import { validationErrorMap, validationMessage, type ValidationKey } from '@/lib/validation/messages';

const spec: Record<string, string> = {
  required: 'This field is required.',
  numeric: 'Please enter a number.',
  minValue: 'This value must be at least {n}.',
  maxValue: 'This value must be at most {n}.',
  minLength: 'This value must be at least {n} characters.',
  maxLength: 'This value must be at most {n} characters.',
  email: 'Please enter an email address in a valid format.',
};

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: (issue) => JSON.stringify(validationMessage(issue)) });
  return result.success ? null : JSON.parse(result.error.issues[0]?.message ?? 'null');
};

describe('SPEC §5 validation messages', () => {
  it('keeps the exact SPEC texts in the shared messages', () => {
    const messages = loadMessages('land').validation as Record<string, string>;
    for (const [key, text] of Object.entries(spec)) expect(messages[key]).toBe(text);
  });

  it('maps zod issues to the SPEC message and its number', () => {
    expect(firstMessage(z.number().min(0), -5)).toEqual({ key: 'minValue', values: { n: 0 } });
    expect(firstMessage(z.number().max(10), 11)).toEqual({ key: 'maxValue', values: { n: 10 } });
    expect(firstMessage(z.number(), Number.NaN)).toEqual({ key: 'numeric' });
    expect(firstMessage(z.string().min(1), '')).toEqual({ key: 'required' });
    expect(firstMessage(z.string().min(3), 'ab')).toEqual({ key: 'minLength', values: { n: 3 } });
    expect(firstMessage(z.string().max(3), 'abcd')).toEqual({ key: 'maxLength', values: { n: 3 } });
    expect(firstMessage(z.email(), 'nope')).toEqual({ key: 'email' });
    expect(firstMessage(z.string(), undefined)).toEqual({ key: 'required' });
  });

  it('never lets a library text through: every message is one of ours, filled in', () => {
    const messages = loadMessages('land').validation as Record<ValidationKey, string>;
    const map = validationErrorMap((key, values) => messages[key].replace('{n}', String(values?.n ?? '')));
    const result = z.object({ a: z.number().min(0), b: z.string().max(2) }).safeParse({ a: -1, b: 'abc' }, { error: map });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['This value must be at least 0.', 'This value must be at most 2 characters.']);
  });
});
