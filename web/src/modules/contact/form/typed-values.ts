/**
 * What the visitor put in a form before its script arrived (the form is server markup until then; see
 * visitor-form-loader.tsx), as react-hook-form values: only what the markup holds beyond its empty
 * state (text typed, boxes ticked, a choice made), so the form's own starting values stay for the rest.
 * File inputs are left out: a chosen file stays in its input, which the form then reads as it is.
 */
export function typedValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!form) return values;
  const put = (name: string, value: unknown) => {
    const [head = name, tail] = name.split('.');
    if (tail) values[head] = { ...(values[head] as Record<string, unknown> | undefined), [tail]: value };
    else values[head] = value;
  };
  const boxes = new Map<string, HTMLInputElement[]>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    const name = element.name;
    if (!name || name === 'website' || element.type === 'hidden' || element.type === 'file') continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      boxes.set(name, [...(boxes.get(name) ?? []), element]);
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) put(name, element.value);
    } else if (element instanceof HTMLSelectElement) {
      // The markup's select shows its first option ('choose') until the visitor picks another.
      if (element.selectedIndex > 0) put(name, element.value);
    } else if (element.value !== '') {
      put(name, element.value);
    }
  }
  // One box is a yes/no field; several of one name are a list of the ticked values.
  for (const [name, group] of boxes) {
    if (group.length === 1) {
      if (group[0]!.checked) put(name, true);
    } else {
      const ticked = group.filter((box) => box.checked).map((box) => box.value);
      if (ticked.length) put(name, ticked);
    }
  }
  return values;
}
