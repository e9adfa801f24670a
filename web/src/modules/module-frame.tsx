import type { CSSProperties, ReactNode } from 'react';
import type { PageModule } from '@/cms/types';
import { localizeHref } from '@/routing/path-table';
import { readableTextColor } from '@/ui/contrast';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Markdown } from '@/ui/markdown';
import { itemsPerRow, moduleColumns } from './layout';
import type { ModuleContext } from './types';

/**
 * What every module shares, from its layout fields: its place in the 12-column grid (span and
 * per-screen column sizes), background (colour with a readable text colour, image, or the first image
 * of a gallery), items per row, CSS class, and its title (at the configured size, h1-h4) with the two
 * descriptions around the module's own content.
 */
export function ModuleFrame({ module, typename, context, children }: { module: PageModule; typename: string; context: ModuleContext; children: ReactNode }) {
  const { layout } = module;
  const columns = moduleColumns(layout);
  const Title = layout.titleSize;
  const titleId = `module-${typename}-${module.id}`;
  const background = layout.backgroundType;
  const image = background === 'image' ? layout.backgroundImage : background === 'gallery' ? (layout.backgroundImages[0] ?? null) : null;
  const color = background === 'color' ? layout.backgroundColor : '';
  const style = {
    '--col-sm': columns.sm,
    '--col-md': columns.md,
    '--col-lg': columns.lg,
    '--items-per-row': itemsPerRow(module),
    ...(color ? { backgroundColor: color, color: readableTextColor(color) } : {}),
  } as CSSProperties;
  const hrefFor = (href: string) => localizeHref(context.table, context.locale, href);
  const classes = ['module', `module--${module.kind}`, `module--bg-${image ? 'image' : color ? 'color' : 'none'}`];
  if (layout.cssClass) classes.push(layout.cssClass);

  return (
    <section
      className={classes.join(' ')}
      {...(style ? { style } : {})}
      {...(module.showTitle ? { 'aria-labelledby': titleId } : {})}
      data-module={module.kind}
    >
      {image ? (
        <div className="module__background" aria-hidden="true">
          <CmsImage media={image} fill sizes={IMAGE_SIZES.wide} alt="" />
        </div>
      ) : null}
      <div className="module__inner">
        {module.showTitle ? (
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
export function itemHeadingOf(module: PageModule): ModuleContext['itemHeading'] {
  const level = Number(module.layout.titleSize.slice(1));
  const next = Math.min(5, Math.max(2, module.showTitle ? level + 1 : level));
  return `h${next}` as ModuleContext['itemHeading'];
}
