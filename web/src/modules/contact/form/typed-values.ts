/**
 * What the visitor put in a form before its code arrived (the form is server markup until then, its
 * starting values written in it; see visitor-form-loader.tsx), as react-hook-form values: only what
 * differs from that markup (text typed or cleared, boxes ticked or unticked, a choice made), so the
 * form's own starting values stay for the rest. Chosen files are carried over by the loader itself.
 */
export function typedValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!form) return values;
  const put = (name: string, value: unknown) => {
    const [head = name, tail] = name.split('.');
    if (tail) values[head] = { ...(values[head] as Record<string, unknown> | undefined), [tail]: value };
    else values[head] = value;
  };
  const lists = new Map<string, HTMLInputElement[]>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    const name = element.name;
    if (!name || element.type === 'hidden' || element.type === 'file') continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      // A group of boxes (FormField's 'checkboxes', however many options the CMS gives) is a list of values; a lone box is yes or no.
      if (element.closest('.form-field--checkboxes')) lists.set(name, [...(lists.get(name) ?? []), element]);
      else if (element.checked !== element.defaultChecked) put(name, element.checked);
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked && !element.defaultChecked) put(name, element.value);
    } else if (element instanceof HTMLSelectElement) {
      if (!element.selectedOptions[0]?.defaultSelected) put(name, element.value);
    } else if (element.value !== element.defaultValue) {
      put(name, element.value);
    }
  }
  for (const [name, group] of lists) {
    if (group.some((box) => box.checked !== box.defaultChecked))
      put(
        name,
        group.filter((box) => box.checked).map((box) => box.value),
      );
  }
  return values;
}
