import type { ModuleLayout, PageModule } from '@/cms/types';

const clampSpan = (value: number, fallback: number) => (value >= 1 && value <= 12 ? Math.round(value) : fallback);

/**
 * Column widths of a module in the 12-column grid, per screen (shell breakpoints: under 767, up to
 * 1279, 1280 and above). `span` is its width; colSm/colMd/colLg override it per screen when set below
 * 12. Small screens default to the full width.
 */
export function moduleColumns(layout: Pick<ModuleLayout, 'span' | 'colSm' | 'colMd' | 'colLg'>) {
  const span = clampSpan(layout.span, 12);
  const lg = clampSpan(layout.colLg, 12) < 12 ? clampSpan(layout.colLg, 12) : span;
  const md = clampSpan(layout.colMd, 12) < 12 ? clampSpan(layout.colMd, 12) : Math.max(lg, 6);
  const sm = clampSpan(layout.colSm, 12);
  return { sm, md: Math.min(md, 12), lg };
}

/** Published modules, in the order of the page's module list (the order staff drag them into). */
export function visibleModules(modules: readonly PageModule[]): PageModule[] {
  return modules.filter((module) => module.isPublished);
}

/** Items per row of a list module (1-6; spec default 3), and the most items it shows. */
export function itemsPerRow(module: PageModule, fallback = 3): number {
  const n = module.layout.itemsPerRow;
  return typeof n === 'number' && n >= 1 && n <= 6 ? n : fallback;
}

export function maxItems(module: PageModule, fallback: number, hardLimit = Number.POSITIVE_INFINITY): number {
  const n = module.layout.maxItems;
  return Math.min(typeof n === 'number' && n > 0 ? n : fallback, hardLimit);
}

/**
 * Columns for a grid of `count` items near the `preferred` number per row, so that no row holds a lone
 * item: the preferred number when the last row fills at least half of it, otherwise the nearest count
 * (one more first, up to `max`) that does (4 team members at 3 per row: 4 in one row, not 3 and 1).
 */
export function balancedColumns(count: number, preferred: number, max = 6): number {
  const fits = (columns: number) => columns >= 1 && columns <= max && (count % columns === 0 || count % columns >= columns / 2);
  if (count <= preferred) return preferred;
  for (let distance = 0; distance < preferred; distance += 1) {
    if (fits(preferred + distance)) return preferred + distance;
    if (fits(preferred - distance)) return preferred - distance;
  }
  return preferred;
}
