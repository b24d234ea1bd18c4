import type { CatalogKind } from '@studyhub/contract/catalog';
import {
  type AdminCatalogItem,
  catalogCreateBodies,
  catalogEditBodies,
} from '@studyhub/contract/catalog-admin';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { fieldErrorsByPath } from '../../../lib/field-errors';
import { useFormResult } from '../../../lib/form-result';
import { useCreateItem } from '../api/create-item';
import { useUpdateItem } from '../api/update-item';
import {
  bodyFrom,
  type FormValues,
  formFields,
  initialValues,
  type Row,
  type ScalarField,
  type SectionValue,
} from '../form-fields';
import { kindInfo } from '../kinds';
import { RowsFields, SectionsFields } from './repeatable-fields';

/** The item form's name in a form posted without the script (`FormResult.form`). */
export const itemFormName = 'item';

/** Whether the form shows a message for this path beside a field (or a list of rows). */
function shownInForm(kind: CatalogKind, path: string, creating: boolean) {
  const top = path.split('.')[0];
  return (creating && top === 'slug') || formFields[kind].some((field) => field.name === top);
}

function ScalarInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ScalarField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const common = {
    label: field.label,
    name: field.name,
    value,
    error,
    ...(field.hint ? { hint: field.hint } : {}),
  };
  if (field.type === 'textarea') {
    return (
      <FormField
        {...common}
        multiline
        rows={5}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <FormField
      {...common}
      type={field.type}
      {...(field.type === 'number' ? { inputMode: 'numeric' as const, step: 1, min: 0 } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function ItemFormBody({
  kind,
  item,
  save,
  saving,
}: {
  kind: CatalogKind;
  item: AdminCatalogItem | undefined;
  save: (body: unknown) => Promise<unknown>;
  saving: boolean;
}) {
  const creating = item === undefined;
  // Posted without the script and drawn again by the server (decision 35): refused, or with a row
  // added or removed; the form holds what was typed, and the refusal is beside its field.
  const served = useFormResult(itemFormName);
  const servedError = served?.error;
  const servedBeside =
    servedError?.field && shownInForm(kind, servedError.field, creating) ? servedError : undefined;
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(kind, item, served && served.done === undefined ? served.values : undefined),
  );
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    servedBeside?.field ? { [servedBeside.field]: servedBeside.message } : {},
  );
  const [failure, setFailure] = useState<string | null>(() =>
    servedError && !servedBeside ? servedError.message : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const info = kindInfo[kind];
  const action = creating ? `/admin/${kind}/new` : `/admin/${kind}/${encodeURIComponent(item.id)}`;

  function showErrors(found: Record<string, string>, message: string | null) {
    flushSync(() => {
      setErrors(found);
      setFailure(message);
    });
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) first.focus();
    else formRef.current?.querySelector<HTMLElement>('[data-form-failure]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schema = creating ? catalogCreateBodies[kind] : catalogEditBodies[kind];
    const body = schema.safeParse(bodyFrom(kind, values));
    if (!body.success) {
      showErrors(fieldErrorsByPath(body.error.issues), null);
      return;
    }
    showErrors({}, null);
    try {
      await save(body.data);
    } catch (error) {
      if (error instanceof ApiError && error.field && shownInForm(kind, error.field, creating)) {
        showErrors({ [error.field]: error.message }, null);
      } else if (error instanceof ApiError || error instanceof NetworkError) {
        showErrors({}, error.message);
      } else {
        showErrors({}, 'Please try again in a moment.');
      }
    }
  }

  const set = (name: string) => (value: FormValues[string]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Editing a field (or a row of a list) clears its messages; the others stay until resubmitted.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => path !== name && !path.startsWith(`${name}.`)),
      ),
    );
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="space-y-5"
    >
      <input type="hidden" name="form" value={itemFormName} />
      {/* Enter in a field saves: the form's first submit button is its default, and the list's
          Add and Remove buttons (submit buttons too, for the page without the script) come
          before Save. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      {(failure !== null || errorCount > 0) && (
        <div
          role="alert"
          tabIndex={-1}
          data-form-failure
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p>
            {creating ? `The ${info.singular} was not created.` : 'The changes were not saved.'}
          </p>
          <p className="mt-1 font-normal">
            {failure ??
              (errorCount === 1
                ? 'One field needs a change; its message is beside it.'
                : `${errorCount} fields need a change; each message is beside its field.`)}
          </p>
        </div>
      )}
      <fieldset disabled={saving} className="space-y-5">
        <legend className="sr-only">
          {creating ? `New ${info.singular}` : `Edit ${info.singular}`}
        </legend>
        {formFields[kind].map((field) => {
          if (field.type === 'rows') {
            return (
              <RowsFields
                key={field.name}
                field={field}
                rows={values[field.name] as Row[]}
                errors={errors}
                action={action}
                onChange={set(field.name)}
              />
            );
          }
          if (field.type === 'sections') {
            return (
              <SectionsFields
                key={field.name}
                sections={values[field.name] as SectionValue[]}
                errors={errors}
                action={action}
                onChange={set(field.name)}
              />
            );
          }
          return (
            <div key={field.name} className="space-y-5">
              <ScalarInput
                field={field}
                value={values[field.name] as string}
                error={errors[field.name]}
                onChange={set(field.name)}
              />
              {creating && (field.name === 'name' || field.name === 'title') && (
                <FormField
                  label="Address (optional)"
                  name="slug"
                  value={values.slug as string}
                  error={errors.slug}
                  hint={`Lowercase letters, digits and hyphens, such as dbms-notes. Left empty, it is made from the ${field.name === 'title' ? 'title' : 'name'}. It cannot be changed later.`}
                  onChange={(event) => set('slug')(event.target.value)}
                />
              )}
            </div>
          );
        })}
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700 sm:w-auto"
        >
          {saving ? 'Saving...' : creating ? `Create ${info.singular} as a draft` : 'Save changes'}
        </button>
      </fieldset>
    </form>
  );
}

/** The form for a new item of a kind; it is created as a draft. */
export function CreateItemForm({
  kind,
  onCreated,
}: {
  kind: CatalogKind;
  onCreated: (item: AdminCatalogItem) => void;
}) {
  const create = useCreateItem(kind);
  return (
    <ItemFormBody
      kind={kind}
      item={undefined}
      saving={create.isPending}
      save={async (body) => onCreated(await create.mutateAsync(body))}
    />
  );
}

/** The form with every editable field of an existing item; saving replaces them all. */
export function EditItemForm({
  item,
  onSaved,
}: {
  item: AdminCatalogItem;
  onSaved: (item: AdminCatalogItem) => void;
}) {
  const update = useUpdateItem(item.kind, item.id);
  return (
    <ItemFormBody
      kind={item.kind}
      item={item}
      saving={update.isPending}
      save={async (body) => onSaved(await update.mutateAsync(body))}
    />
  );
}
