import type { FieldHelp, RowField } from '../admin-layout/types';
import type { Decision } from './define';

type CommonField = 'title' | 'showTitle' | 'description' | 'description2' | 'isPublished' | 'layout';

/** The fields every page module has: title, two texts around the module's content, on/off and layout, all shown on the site. */
export const MODULE_FIELDS: Readonly<Record<CommonField, Decision>> = {
  title: 'public',
  showTitle: 'public',
  description: 'public',
  description2: 'public',
  isPublished: 'public',
  layout: 'public',
};

/** The admin help of the fields every page module has; `what` names what the module shows. */
export function moduleCommonFields(what: string): Record<CommonField, FieldHelp> {
  return {
    title: {
      label: 'Module title',
      description: `Heading shown above ${what}. Leave empty for no heading. Example: "Ons aanbod".`,
      placeholder: 'Ons aanbod',
    },
    showTitle: {
      label: 'Show the title',
      description: 'On: the module title is shown as a heading (its size is set under Layout → Title size). Off: the title is kept for editors only.',
    },
    description: {
      label: 'Text above',
      description:
        "Optional text shown under the title, before the module content (headings, bold, lists and links from the toolbar). A link to a page may use its original path, e.g. /contact/: the site turns it into the page in the visitor's language.",
    },
    description2: {
      label: 'Text below',
      description: 'Optional text shown after the module content, e.g. a closing remark or a link "See all our services".',
    },
    isPublished: {
      label: 'Show on the site',
      description: 'Off: the module is hidden on the site but kept here, e.g. to prepare it or to switch a seasonal block off.',
    },
    layout: {
      label: 'Layout',
      description: 'Where the module sits on the page (position, width per screen size), its title size, background and items per row.',
    },
  };
}

/** The edit-view rows of the shared fields: title and switches first, the texts, the layout last. */
export const MODULE_HEADER_ROWS: ReadonlyArray<ReadonlyArray<RowField>> = [
  [
    ['title', 6],
    ['showTitle', 3],
    ['isPublished', 3],
  ],
];
export const MODULE_TEXT_ROWS: ReadonlyArray<ReadonlyArray<RowField>> = [['description'], ['description2']];
export const MODULE_LAYOUT_ROWS: ReadonlyArray<ReadonlyArray<RowField>> = [['layout']];
