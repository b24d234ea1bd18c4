import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogItem } from '@studyhub/contract/catalog-admin';
import {
  formFields,
  type ItemFormTexts,
  itemBodyOf,
  itemFormOfPosted,
  type SectionTexts,
} from '@studyhub/contract/catalog-admin-form';

export {
  type FormFieldSpec,
  formFields,
  type RowsField,
  type ScalarField,
} from '@studyhub/contract/catalog-admin-form';

/** A row as the form holds it: its texts and a key that stays while rows are added and removed. */
export type Row = Record<string, string> & { key: string };
export interface SectionValue {
  key: string;
  subheading: string;
  paragraphs: { key: string; text: string }[];
}
export type FormValues = Record<string, string | Row[] | SectionValue[]>;

let lastKey = 0;
export function newKey() {
  lastKey += 1;
  return `row-${lastKey}`;
}

/**
 * The form's starting values: empty for a new item, the item's own for an edit, or what was
 * typed when the server drew the form again after a post without the script (`posted`).
 */
export function initialValues(
  kind: CatalogKind,
  item?: AdminCatalogItem,
  posted?: Record<string, string>,
): FormValues {
  const source = (posted ? itemFormOfPosted(kind, posted) : (item ?? {})) as Record<
    string,
    unknown
  >;
  const values: FormValues = {};
  for (const field of formFields[kind]) {
    const value = source[field.name];
    if (field.type === 'rows') {
      values[field.name] = ((value as Record<string, string>[] | undefined) ?? []).map((row) => ({
        ...row,
        key: newKey(),
      }));
    } else if (field.type === 'sections') {
      values[field.name] = ((value as SectionTexts[] | undefined) ?? []).map((section) => ({
        key: newKey(),
        subheading: section.subheading,
        paragraphs: section.paragraphs.map((text) => ({ key: newKey(), text })),
      }));
    } else {
      values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  if (!item) values.slug = typeof source.slug === 'string' ? source.slug : '';
  return values;
}

/** The request body from the form's values, for the contract's schema to check. */
export function bodyFrom(kind: CatalogKind, values: FormValues): Record<string, unknown> {
  const texts: ItemFormTexts = {};
  for (const field of formFields[kind]) {
    const value = values[field.name];
    if (field.type === 'rows') {
      texts[field.name] = (value as Row[]).map(({ key: _key, ...row }) => row);
    } else if (field.type === 'sections') {
      texts[field.name] = (value as SectionValue[]).map((section) => ({
        subheading: section.subheading,
        paragraphs: section.paragraphs.map((paragraph) => paragraph.text),
      }));
    } else {
      texts[field.name] = String(value ?? '');
    }
  }
  if (typeof values.slug === 'string') texts.slug = values.slug;
  return itemBodyOf(kind, texts);
}
