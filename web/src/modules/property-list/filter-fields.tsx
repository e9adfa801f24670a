'use client';

/**
 * The filter form's repeated fields as client templates over data: rendered on the server as usual,
 * while the page's flight data carries each option as a short tuple instead of its elements a second
 * time (a list page offers some thirty of them). No state: the form stays a plain GET form.
 */

/** [value, label, checked, the choice's own field name when it is not the group's] */
export type Choice = readonly [value: string, label: string, checked?: 0 | 1, name?: string];

export function Choices({ type, name, choices }: { readonly type: 'checkbox' | 'radio'; readonly name?: string; readonly choices: readonly Choice[] }) {
  return choices.map(([value, label, checked, own], index) => (
    <label key={`${own ?? value}-${index}`} className="choice">
      <input type={type} name={own ?? name} value={value} defaultChecked={checked === 1} />
      {` ${label}`}
    </label>
  ));
}

/** [value, label] */
export type Option = readonly [value: string, label: string];

export function SelectField({
  id,
  name,
  label,
  value,
  options,
}: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly Option[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
