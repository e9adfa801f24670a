import type { CSSProperties, ReactNode } from 'react';
import { localizeHref } from '@/routing/path-table';
import { readableTextColor } from '@/ui/contrast';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Markdown } from '@/ui/markdown';
import { itemsPerRow, moduleColumns } from './layout';
import type { ModuleContext, RenderableModule } from './types';

const KIND: Record<RenderableModule['__typename'], string> = {
  ComponentModulesArticle: 'article',
  ComponentModulesPropertyList: 'property-list',
  ComponentModulesCategory: 'category',
  ComponentModulesContact: 'contact',
};

/**
 * What every module shares, from its layout fields: its place in the 12-column grid (span and
 * per-screen column sizes), background (colour with a readable text colour, image, or the first image
 * of a gallery), items per row, CSS class, and its title (at the configured size, h1-h4) with the two
 * descriptions around the module's own content.
 */
export function ModuleFrame({ module, context, children }: { module: RenderableModule; context: ModuleContext; children: ReactNode }) {
  const layout = module.layout;
  const columns = moduleColumns(layout);
  const Title = layout?.titleSize ?? 'h2';
  const titleId = `module-${module.__typename}-${module.id}`;
  const background = layout?.backgroundType ?? 'none';
  const image = background === 'image' ? layout?.backgroundImage : background === 'gallery' ? layout?.backgroundImages.find((i) => i !== null) : null;
  const color = background === 'color' ? layout?.backgroundColor : null;
  const style = {
    '--col-sm': columns.sm,
    '--col-md': columns.md,
    '--col-lg': columns.lg,
    '--items-per-row': itemsPerRow(module),
    ...(color ? { backgroundColor: color, color: readableTextColor(color) } : {}),
  } as CSSProperties;
  const showTitle = module.showTitle !== false && Boolean(module.title);
  const hrefFor = (href: string) => localizeHref(context.table, context.locale, href);

  return (
    <section
      className={['module', `module--${KIND[module.__typename]}`, `module--bg-${image ? 'image' : color ? 'color' : 'none'}`, layout?.cssClass].filter(Boolean).join(' ')}
      style={style}
      aria-labelledby={showTitle ? titleId : undefined}
      data-module={KIND[module.__typename]}
    >
      {image ? (
        <div className="module__background" aria-hidden="true">
          <CmsImage media={image} fill sizes={IMAGE_SIZES.wide} alt="" />
        </div>
      ) : null}
      <div className="module__inner">
        {showTitle ? (
          <Title id={titleId} className="module__title">
            {module.title}
          </Title>
        ) : null}
        <Markdown hrefFor={hrefFor}>{module.description}</Markdown>
        {children}
        <Markdown hrefFor={hrefFor}>{module.description2}</Markdown>
      </div>
    </section>
  );
}

/** The heading level for items inside a module: one below its title (or its title level when it shows none). */
export function itemHeadingOf(module: RenderableModule): ModuleContext['itemHeading'] {
  const level = Number((module.layout?.titleSize ?? 'h2').slice(1));
  const shown = module.showTitle !== false && Boolean(module.title);
  const next = Math.min(5, Math.max(2, shown ? level + 1 : level));
  return `h${next}` as ModuleContext['itemHeading'];
}
