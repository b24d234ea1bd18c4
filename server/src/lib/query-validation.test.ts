import { catalogPageSize, notesQuery } from '@studyhub/contract/search';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodValidatorCompiler } from './query-validation.ts';

const compile = (schema: z.ZodType, httpPart: string) =>
  zodValidatorCompiler({ schema, method: 'GET', url: '/notes', httpPart });

describe('query validation', () => {
  it('answers an empty query as zod does, every time, with a query no request can change', () => {
    const validate = compile(notesQuery, 'querystring');
    const first = validate({}) as { value: Record<string, unknown> };
    expect(first).toEqual({ value: notesQuery.parse({}) });
    const again = validate({}) as { value: Record<string, unknown> };
    expect(again.value).toEqual(notesQuery.parse({}));
    expect(() => {
      again.value.page = 2;
    }).toThrow(TypeError);
    expect(validate({}) as { value: unknown }).toEqual({
      value: { page: 1, pageSize: catalogPageSize },
    });
  });

  it('still validates every query that is not empty', () => {
    const validate = compile(notesQuery, 'querystring');
    validate({});
    expect(validate({ page: '3', subject: ' DBMS ' })).toEqual({
      value: { page: 3, pageSize: catalogPageSize, subject: 'DBMS' },
    });
    expect(validate({ page: '0' })).toHaveProperty('error');
  });

  it('does not keep a failure for an empty query: each request gets its own error', () => {
    const validate = compile(z.object({ q: z.string() }), 'querystring');
    const first = validate({}) as { error: unknown };
    const second = validate({}) as { error: unknown };
    expect(first.error).toBeTruthy();
    expect(second.error).toEqual(first.error);
    expect(second.error).not.toBe(first.error);
  });

  it('leaves the other parts of a request to zod as they were', () => {
    const validate = compile(z.object({ name: z.string().default('x') }), 'body');
    const first = validate({}) as { value: { name: string } };
    expect(first.value).toEqual({ name: 'x' });
    first.value.name = 'changed';
    expect(validate({})).toEqual({ value: { name: 'x' } });
  });
});
