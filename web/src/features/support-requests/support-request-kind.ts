import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { FormField } from '../../components/ui/form-field';

type FormFieldProps = Parameters<typeof FormField>[0];
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One field of a support request form: what `FormField` shows, less what the form decides. */
export type SupportRequestField<Field extends string> = OmitEach<
  FormFieldProps,
  'name' | 'defaultValue' | 'value' | 'error' | 'onChange' | 'autoFocus'
> & {
  name: Field;
  /** Filled in from the signed-in user's name or email (`defaults`); it can be changed. */
  prefilled?: boolean;
  /** Held by the form, so the slot before it (the refund's order list) can fill it in. */
  held?: boolean;
};

/**
 * What differs between the kinds of support request (contact, refund) in the web app, as
 * `SupportRequestKind` does on the server (decision 60): the form is written once from it.
 */
export interface SupportRequestKind<Field extends string> {
  /** The form's name in the server's FormResult when it was posted without the script. */
  form: string;
  /** Where the browser posts the form without the script. */
  action: string;
  /** The API endpoint the script sends it to. */
  endpoint: string;
  /** The contract's schema, checked before sending, with the server's messages. */
  body: ZodType<unknown, Record<Field, string>>;
  heading: { id: string; text: string };
  /** The fieldset's legend, read by screen readers only. */
  legend: string;
  fields: SupportRequestField<Field>[];
  /** The field that a slot given to the form (the refund's order list) is shown before. */
  slotBefore?: Field;
  submit: { idle: string; pending: string };
  /** After success, the form is replaced with this; without it the page shows what follows. */
  thanks?: (requestId: string) => ReactNode;
}

/** The name and email every kind asks for first, filled in for a signed-in user. */
export function nameAndEmail<Field extends string>(emailHint: string) {
  const fields: SupportRequestField<'name' | 'email'>[] = [
    {
      label: 'Name',
      name: 'name',
      autoComplete: 'name',
      required: true,
      maxLength: 80,
      prefilled: true,
    },
    {
      label: 'Email',
      name: 'email',
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      required: true,
      prefilled: true,
      hint: emailHint,
    },
  ];
  return fields as SupportRequestField<Field>[];
}
