import type { Core } from '@strapi/strapi';
import { ADMIN_LAYOUTS } from '../admin-layout';
import type { ModelLayout, RowField } from '../admin-layout/types';

/**
 * Applies the admin help of src/admin-layout (labels, hints, read-only fields, edit-view rows, list
 * columns) to the content manager's stored configuration, on every start, after the content manager has
 * synced its configurations with the schemas (plugins boot before the app). The code is the source of
 * truth: what an admin changed under "Configure the view" for these keys is reset at the next start.
 *
 * Merged, never trusted blindly: help for a field the schema does not have (yet) is skipped; a schema
 * field without help keeps Strapi's default and lands at the end of the edit view; rows are re-wrapped at
 * 12 columns and sizes follow the content manager's rules (full-width types stay full width).
 */
export async function applyAdminLayouts(strapi: Core.Strapi) {
  const cm = strapi.plugin('content-manager');
  const fieldSizes = cm.service('field-sizes') as FieldSizes;
  for (const layout of ADMIN_LAYOUTS) {
    const service = cm.service(layout.kind === 'contentType' ? 'content-types' : 'components') as ConfigurationService;
    const model = layout.kind === 'contentType' ? service.findContentType!(layout.uid) : service.findComponent!(layout.uid);
    if (!model) {
      strapi.log.warn(`[admin-layout] ${layout.uid} is not a ${layout.kind} of this app: its help is skipped`);
      continue;
    }
    const current = await service.findConfiguration(model);
    await service.updateConfiguration(model, buildConfiguration(layout, model, current, fieldSizes));
  }
}

interface Attribute {
  type: string;
  customField?: string;
  relation?: string;
  targetModel?: string;
}
/** The content manager's view of a model: its visible attributes plus id, documentId, timestamps, creators. */
interface CmModel {
  uid: string;
  attributes: Record<string, Attribute>;
}
interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>>; [key: string]: unknown };
}
interface ConfigurationService {
  findContentType?(uid: string): CmModel | undefined;
  findComponent?(uid: string): CmModel | undefined;
  findConfiguration(model: CmModel): Promise<Configuration>;
  updateConfiguration(model: CmModel, configuration: Partial<Configuration>): Promise<unknown>;
}
interface FieldSizes {
  hasFieldSize(type?: string): boolean;
  getFieldSize(type: string): { default: number; isResizable: boolean };
}

/** Fields Strapi manages itself: never in the edit view; their list-view headers get plain names. */
const SYSTEM_LABELS: Record<string, string> = {
  id: 'ID',
  documentId: 'Document ID',
  createdAt: 'Created',
  updatedAt: 'Last changed',
  publishedAt: 'Published',
  createdBy: 'Created by',
  updatedBy: 'Last changed by',
};
const ROW = 12;
/** As the content manager rules them (services/utils/configuration/attributes). */
const NOT_LISTABLE = new Set(['json', 'password', 'richtext', 'dynamiczone', 'blocks']);
const NOT_SORTABLE = new Set(['component', 'json', 'media', 'richtext', 'dynamiczone', 'blocks']);

const isListable = (attribute?: Attribute) => Boolean(attribute) && !NOT_LISTABLE.has(attribute!.type);
const isSortable = (attribute?: Attribute) =>
  Boolean(attribute) && !NOT_SORTABLE.has(attribute!.type) && (attribute!.type !== 'relation' || ['oneToOne', 'manyToOne'].includes(attribute!.relation ?? ''));

export function buildConfiguration(layout: ModelLayout, model: CmModel, current: Configuration, fieldSizes: FieldSizes): Partial<Configuration> {
  const attributes = model.attributes;

  const metadatas: Record<string, Metadata> = { ...current.metadatas };
  for (const [name, label] of Object.entries(SYSTEM_LABELS)) {
    const meta = metadatas[name];
    if (meta && attributes[name]) metadatas[name] = { edit: meta.edit ?? {}, list: { ...meta.list, label } };
  }
  for (const [name, help] of Object.entries(layout.fields)) {
    const meta = metadatas[name];
    const attribute = attributes[name];
    if (!meta || !attribute) continue;
    const edit: Record<string, unknown> = {
      ...meta.edit,
      label: help.label,
      description: help.description,
      placeholder: help.placeholder ?? '',
      editable: help.editable ?? true,
      visible: help.visible ?? true,
    };
    if (attribute.type === 'relation' && help.mainField) edit.mainField = help.mainField;
    metadatas[name] = { edit, list: { ...meta.list, label: help.listLabel ?? help.label } };
  }

  // A field hidden from staff (shown by an admin component instead) has no place in the rows either.
  const inEdit = (name: string) => Boolean(attributes[name]) && !(name in SYSTEM_LABELS) && layout.fields[name]?.visible !== false;
  const sizeOf = (name: string, wanted?: number) => {
    const attribute = attributes[name]!;
    const type = attribute.customField && fieldSizes.hasFieldSize(attribute.customField) ? attribute.customField : attribute.type;
    const size = fieldSizes.getFieldSize(type);
    if (!size.isResizable) return size.default;
    return Math.min(ROW, Math.max(1, Math.round(wanted ?? size.default)));
  };
  const edit: Array<Array<{ name: string; size: number }>> = [];
  const placed = new Set<string>();
  const place = (names: ReadonlyArray<RowField>, fresh: boolean) => {
    if (fresh || !edit.length) edit.push([]);
    for (const field of names) {
      const [name, wanted] = typeof field === 'string' ? [field, undefined] : field;
      if (!inEdit(name) || placed.has(name)) continue;
      placed.add(name);
      const size = sizeOf(name, wanted);
      let row = edit[edit.length - 1]!;
      if (row.reduce((sum, f) => sum + f.size, 0) + size > ROW) edit.push((row = []));
      row.push({ name, size });
    }
  };
  for (const group of layout.edit) for (const row of group.rows) place(row, true);
  // Fields of the schema the layout does not place (a field added later): at the end, in full rows.
  place(
    Object.keys(attributes).filter((name) => inEdit(name) && !placed.has(name)),
    true,
  );
  const editRows = edit.filter((row) => row.length > 0);

  const list = (layout.list ?? []).filter((name) => isListable(attributes[name]));

  const settings: Record<string, unknown> = { ...current.settings };
  const wanted = layout.settings ?? {};
  if (wanted.mainField && isListable(attributes[wanted.mainField]) && isSortable(attributes[wanted.mainField])) settings.mainField = wanted.mainField;
  if (wanted.defaultSortBy && isSortable(attributes[wanted.defaultSortBy])) settings.defaultSortBy = wanted.defaultSortBy;
  if (wanted.defaultSortOrder) settings.defaultSortOrder = wanted.defaultSortOrder;
  if (wanted.pageSize) settings.pageSize = Math.min(100, Math.max(10, Math.round(wanted.pageSize)));

  return {
    settings,
    metadatas,
    layouts: { ...current.layouts, list: list.length ? list : current.layouts.list, edit: editRows.length ? editRows : current.layouts.edit },
  };
}
