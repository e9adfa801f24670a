import { useFetchClient, useForm, useNotification } from '@strapi/strapi/admin';
import type { StrapiApp } from '@strapi/strapi/admin';
import { copyLayoutTexts } from './copy-layout-texts';

/** The content types with the copy, by their admin route name (src/layout-copy/types.ts). */
const ROUTES: Record<string, string> = {
  'api::menu-page.menu-page': 'menu-page',
  'api::site-configuration.site-configuration': 'site-configuration',
  'api::cookie-consent.cookie-consent': 'cookie-consent',
};

type ActionProps = { model: string; documentId?: string; document?: { documentId?: string; locale?: string | null } | null };
type Untranslated = { field: string; position: number; component: string }[];
type CopyAnswer = { languages: { locale: string; untranslated: Untranslated }[] };

/** The part of a component's uid people recognise: "article" for modules.article. */
const shortName = (uid: string) => uid.split('.').pop() ?? uid;

/**
 * "Copy layout to the other languages" in a document's actions: the saved structure of this language
 * (modules, links, settings, their order) becomes the other languages' drafts, through the admin route
 * of src/layout-copy/staff-route.ts. Says which entries got this language's texts to translate.
 */
export function CopyLayoutAction({ model, documentId, document }: ActionProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const modified = useForm('CopyLayoutAction', (state) => state.modified);
  const route = ROUTES[model];
  const id = document?.documentId ?? documentId;
  const locale = document?.locale;
  if (!route) return null;
  const texts = copyLayoutTexts();

  const copy = async () => {
    try {
      const { data } = await post<CopyAnswer>(`/layout-copy/${route}/${id}`, { locale });
      const languages = data.languages.map((l) => l.locale).join(', ');
      const items = data.languages.flatMap((l) => l.untranslated.map((u) => `${l.locale} ${u.field} ${u.position} (${shortName(u.component)})`));
      const message = [texts.done.replace('{languages}', languages), items.length > 0 ? texts.toTranslate.replace('{items}', items.join(', ')) : '']
        .filter(Boolean)
        .join(' ');
      toggleNotification({ type: 'success', message, timeout: 15_000 });
    } catch (error) {
      const said = (error as { response?: { data?: { error?: string } } })?.response?.data?.error;
      toggleNotification({ type: 'danger', message: said ?? texts.failed });
    }
  };

  return {
    label: texts.label,
    position: 'panel' as const,
    disabled: !id || !locale || modified,
    dialog: {
      type: 'dialog' as const,
      title: texts.title,
      content: (
        <>
          <p>{texts.body}</p>
          <p>{texts.saveFirst}</p>
        </>
      ),
      confirmLabel: texts.confirm,
      onConfirm: copy,
    },
  };
}

type DocumentActionsApi = { addDocumentAction(reducer: (actions: unknown[]) => unknown[]): void };

/** Adds the action to the content manager's document actions (after the others: in the "more" menu). */
export function addCopyLayoutAction(app: StrapiApp) {
  (app.getPlugin('content-manager').apis as DocumentActionsApi).addDocumentAction((actions) => [...actions, CopyLayoutAction]);
}
