import type { ReactNode } from 'react';
import type { ModulePosition, Page, PageModule } from '@/cms/types';
import { visibleModules } from './layout';
import { itemHeadingOf, ModuleFrame } from './module-frame';
import { definitionOf } from './registry';
import type { ModuleContext } from './types';

type BaseContext = Omit<ModuleContext, 'itemHeading'>;

/** Picks the module's renderer by its kind and wraps it in the shared frame. */
function renderModule(module: PageModule, base: BaseContext): ReactNode {
  const { Renderer, typename } = definitionOf(module);
  const context: ModuleContext = { ...base, itemHeading: itemHeadingOf(module) };
  return (
    <ModuleFrame key={`${typename}-${module.id}`} module={module} typename={typename} context={context}>
      <Renderer module={module} context={context} />
    </ModuleFrame>
  );
}

/**
 * The generic module renderer: a page's published modules, sorted, placed by position: top, full
 * (edge to edge), main with the left and right columns beside it, bottom. Unpublished modules render
 * nothing.
 */
export function RenderModules({ page, context }: { page: Page; context: BaseContext }) {
  const modules = visibleModules(page.modules);
  const at = (position: ModulePosition) => modules.filter((m) => m.layout.position === position).map((m) => renderModule(m, context));
  const top = at('top');
  const full = at('full');
  const main = at('main');
  const left = at('left');
  const right = at('right');
  const bottom = at('bottom');
  const grid = (items: ReactNode[], className = '') => (items.length ? <div className={`module-grid ${className}`}>{items}</div> : null);

  return (
    <div className="page-modules">
      {top.length ? <div className="container">{grid(top)}</div> : null}
      {full.length ? <div className="modules-full">{full}</div> : null}
      {main.length || left.length || right.length ? (
        <div className={['container', 'page-columns', left.length ? 'has-left' : '', right.length ? 'has-right' : ''].join(' ')}>
          {left.length ? <aside className="page-columns__side">{grid(left)}</aside> : null}
          <div className="page-columns__main">{grid(main)}</div>
          {right.length ? <aside className="page-columns__side">{grid(right)}</aside> : null}
        </div>
      ) : null}
      {bottom.length ? <div className="container">{grid(bottom)}</div> : null}
    </div>
  );
}
