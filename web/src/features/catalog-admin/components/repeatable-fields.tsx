import { type ReactNode, useEffect, useRef } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { newKey, type Row, type RowsField, type SectionValue } from '../form-fields';

const smallButton =
  'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-inset hover:bg-slate-50';
const addButton = `${smallButton} text-brand-700 ring-brand-300`;
const removeButton = `${smallButton} text-red-700 ring-red-300 hover:bg-red-50`;

/**
 * A list's Add and Remove buttons. With the script they change the form in place. Without it
 * (decision 35) they post the form with `change` naming the step (`add coveredTopics`,
 * `remove sections.1.paragraphs.0`), and the server draws the form again with it done and nothing
 * saved, back at the list (`#field-<name>`).
 */
function ChangeButton({
  change,
  list,
  action,
  className,
  onChange,
  children,
  ...data
}: {
  change: string;
  list: string;
  action: string;
  className: string;
  onChange: () => void;
  children: ReactNode;
  'data-add'?: boolean;
  'data-add-paragraph'?: boolean;
}) {
  return (
    <button
      type="submit"
      name="change"
      value={change}
      formAction={`${action}#field-${list}`}
      formNoValidate
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onChange();
      }}
      {...data}
    >
      {children}
    </button>
  );
}

function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <p className="mt-1 text-sm font-medium text-red-700">{message}</p>;
}

/**
 * Where the focus goes after a row is added or removed, so a keyboard user is not left on a
 * button that moved away, or on nothing at all (a removed button takes the focus with it):
 * `focusLater(selector)` focuses, after the next render, the element the selector finds inside
 * the list.
 */
function useFocusAfterChange() {
  const listRef = useRef<HTMLFieldSetElement>(null);
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    listRef.current?.querySelector<HTMLElement>(pending.current)?.focus();
    pending.current = null;
  });
  return {
    listRef,
    focusLater: (selector: string) => {
      pending.current = selector;
    },
  };
}

/** The first field of the n-th item (from 0) of a list, or its Add button when it is empty. */
const firstFieldOf = (index: number) =>
  `:scope > ol > li:nth-child(${index + 1}) :is(input, textarea)`;
const afterRemoving = (index: number, remaining: number) =>
  remaining === 0 ? ':scope > [data-add]' : firstFieldOf(Math.min(index, remaining - 1));

/** A repeatable list of two-text rows (a note's topics, a project's technologies). */
export function RowsFields({
  field,
  rows,
  errors,
  action,
  onChange,
}: {
  field: RowsField;
  rows: Row[];
  errors: Record<string, string>;
  /** Where the item's form posts. */
  action: string;
  onChange: (rows: Row[]) => void;
}) {
  const lower = field.rowLabel.toLowerCase();
  const { listRef, focusLater } = useFocusAfterChange();
  const update = (index: number, key: string, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: text } : row)));
  return (
    <fieldset
      ref={listRef}
      id={`field-${field.name}`}
      className="rounded-xl border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label}</legend>
      <ListError message={errors[field.name]} />
      {rows.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      <ol className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="rounded-lg bg-slate-50 p-3">
              <legend className="text-sm font-medium text-slate-700">
                {`${field.rowLabel} ${index + 1}`}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {field.columns.map((column) =>
                  column.multiline ? (
                    <FormField
                      key={column.key}
                      multiline
                      rows={2}
                      label={column.label}
                      name={`${field.name}.${index}.${column.key}`}
                      value={row[column.key] ?? ''}
                      error={errors[`${field.name}.${index}.${column.key}`]}
                      onChange={(event) => update(index, column.key, event.target.value)}
                    />
                  ) : (
                    <FormField
                      key={column.key}
                      label={column.label}
                      name={`${field.name}.${index}.${column.key}`}
                      value={row[column.key] ?? ''}
                      error={errors[`${field.name}.${index}.${column.key}`]}
                      onChange={(event) => update(index, column.key, event.target.value)}
                    />
                  ),
                )}
              </div>
              <ChangeButton
                change={`remove ${field.name}.${index}`}
                list={field.name}
                action={action}
                className={`mt-3 ${removeButton}`}
                onChange={() => {
                  focusLater(afterRemoving(index, rows.length - 1));
                  onChange(rows.filter((_, at) => at !== index));
                }}
              >
                {`Remove ${lower} ${index + 1}`}
              </ChangeButton>
            </fieldset>
          </li>
        ))}
      </ol>
      <ChangeButton
        change={`add ${field.name}`}
        list={field.name}
        action={action}
        data-add
        className={`mt-3 ${addButton}`}
        onChange={() => {
          const empty = Object.fromEntries(field.columns.map((column) => [column.key, '']));
          focusLater(firstFieldOf(rows.length));
          onChange([...rows, { ...empty, key: newKey() }]);
        }}
      >
        {`Add ${lower}`}
      </ChangeButton>
    </fieldset>
  );
}

/** A blog's sections, each a subheading with one or more paragraphs. */
export function SectionsFields({
  sections,
  errors,
  action,
  onChange,
}: {
  sections: SectionValue[];
  errors: Record<string, string>;
  /** Where the item's form posts. */
  action: string;
  onChange: (sections: SectionValue[]) => void;
}) {
  const { listRef, focusLater } = useFocusAfterChange();
  const update = (index: number, change: Partial<SectionValue>) =>
    onChange(sections.map((section, at) => (at === index ? { ...section, ...change } : section)));
  // A section's paragraphs, and its Add paragraph button, by the section's place in the list.
  const paragraphOf = (index: number, at: number) =>
    `:scope > ol > li:nth-child(${index + 1}) [data-paragraph="${at}"] textarea`;
  const addParagraphOf = (index: number) =>
    `:scope > ol > li:nth-child(${index + 1}) [data-add-paragraph]`;
  return (
    <fieldset ref={listRef} id="field-sections" className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Sections</legend>
      <ListError message={errors.sections} />
      {sections.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      <ol className="space-y-4">
        {sections.map((section, index) => (
          <li key={section.key}>
            <fieldset className="space-y-3 rounded-lg bg-slate-50 p-3">
              <legend className="text-sm font-medium text-slate-700">{`Section ${index + 1}`}</legend>
              <FormField
                label="Subheading"
                name={`sections.${index}.subheading`}
                value={section.subheading}
                error={errors[`sections.${index}.subheading`]}
                onChange={(event) => update(index, { subheading: event.target.value })}
              />
              <ListError message={errors[`sections.${index}.paragraphs`]} />
              {section.paragraphs.map((paragraph, at) => (
                <div key={paragraph.key} data-paragraph={at}>
                  <FormField
                    multiline
                    rows={4}
                    label={`Paragraph ${at + 1}`}
                    name={`sections.${index}.paragraphs.${at}`}
                    value={paragraph.text}
                    error={errors[`sections.${index}.paragraphs.${at}`]}
                    onChange={(event) =>
                      update(index, {
                        paragraphs: section.paragraphs.map((other, which) =>
                          which === at ? { ...other, text: event.target.value } : other,
                        ),
                      })
                    }
                  />
                  <ChangeButton
                    change={`remove sections.${index}.paragraphs.${at}`}
                    list="sections"
                    action={action}
                    className={`mt-2 ${removeButton}`}
                    onChange={() => {
                      const remaining = section.paragraphs.length - 1;
                      focusLater(
                        remaining === 0
                          ? addParagraphOf(index)
                          : paragraphOf(index, Math.min(at, remaining - 1)),
                      );
                      update(index, {
                        paragraphs: section.paragraphs.filter((_, which) => which !== at),
                      });
                    }}
                  >
                    {`Remove paragraph ${at + 1}`}
                  </ChangeButton>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <ChangeButton
                  change={`add sections.${index}.paragraphs`}
                  list="sections"
                  action={action}
                  data-add-paragraph
                  className={addButton}
                  onChange={() => {
                    focusLater(paragraphOf(index, section.paragraphs.length));
                    update(index, {
                      paragraphs: [...section.paragraphs, { key: newKey(), text: '' }],
                    });
                  }}
                >
                  {`Add paragraph to section ${index + 1}`}
                </ChangeButton>
                <ChangeButton
                  change={`remove sections.${index}`}
                  list="sections"
                  action={action}
                  className={removeButton}
                  onChange={() => {
                    focusLater(afterRemoving(index, sections.length - 1));
                    onChange(sections.filter((_, at) => at !== index));
                  }}
                >
                  {`Remove section ${index + 1}`}
                </ChangeButton>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <ChangeButton
        change="add sections"
        list="sections"
        action={action}
        data-add
        className={`mt-3 ${addButton}`}
        onChange={() => {
          focusLater(firstFieldOf(sections.length));
          onChange([
            ...sections,
            { key: newKey(), subheading: '', paragraphs: [{ key: newKey(), text: '' }] },
          ]);
        }}
      >
        Add section
      </ChangeButton>
    </fieldset>
  );
}
