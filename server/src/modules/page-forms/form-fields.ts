import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A text field as a browser posts it: a string, or nothing when it was left out. */
export const text = (max: number) => z.string().max(max).default('');
/** A checkbox: 'on' when ticked, absent when not. */
export const checkbox = z.string().max(10).optional();
export const ticked = (value: string | undefined) => value === 'on' || value === 'true';

/** `path` with the query parameters that have a value. */
export const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${path}?${search}` : path;
};

/** The string values of `keys` in an API answer, for the page to show what was done. */
export const stringsOf = (answer: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(
    keys.flatMap((key) => (typeof answer[key] === 'string' ? [[key, answer[key]]] : [])),
  );

/** A parameter of the page's address, as Fastify matched it. */
export const paramOf = (request: FastifyRequest, name: string) =>
  (request.params as Record<string, string | undefined>)[name] ?? '';

/** A value as one segment of an API path; an empty one names nothing the API has. */
export const segment = (value: string) => encodeURIComponent(value || 'none');
