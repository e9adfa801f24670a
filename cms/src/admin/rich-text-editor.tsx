import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Markdown } from '@tiptap/markdown';
import { RICH_TEXT_STYLES } from './rich-text-styles';
import type { RichTextTexts } from './rich-text-texts';
import { CONTROL_STYLE } from './field-frame';
import { useSitePages } from './site-pages';

export interface RichTextEditorProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (markdown: string | null) => void;
  readonly texts: RichTextTexts;
  readonly disabled?: boolean;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly required?: boolean;
}

export interface RichTextHandle {
  focus(): void;
}

/**
 * Only what the site's Markdown shows: paragraphs, two heading levels (the page's title is the first),
 * bold, italic, lists and links. Strike, underline and code have no Markdown the site renders.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    strike: false,
    underline: false,
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
  }),
  Markdown,
];

/** The toolbar's state, read per transaction (the editor itself does not re-render React). */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: String(e.getAttributes('link').href ?? ''),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function ToolButton(props: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="coast-rich-text__button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // A press does not take the focus from the text: the caret stays, and what is typed next lands in
      // the text (a fast typist's first letter after Bold went nowhere while the focus came back).
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/**
 * The link's address, asked below the toolbar (Enter applies, Escape cancels): on the selected words,
 * or, with nothing selected, on the text typed here.
 */
function LinkForm({ editor, href, texts, onClose }: { editor: Editor; href: string; texts: RichTextTexts; onClose: () => void }) {
  const [address, setAddress] = useState(href);
  const [words, setWords] = useState('');
  const [asksWords] = useState(() => editor.state.selection.empty && !href);
  const pages = useSitePages() ?? [];
  const apply = () => {
    const target = address.trim();
    const chain = editor.chain().focus();
    if (target === '') chain.extendMarkRange('link').unsetLink().run();
    else if (asksWords)
      chain
        .insertContent({ type: 'text', text: words.trim() || target, marks: [{ type: 'link', attrs: { href: target } }] })
        .unsetMark('link')
        .run();
    else chain.extendMarkRange('link').setLink({ href: target }).run();
    onClose();
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      editor.commands.focus();
    }
  };
  return (
    <div className="coast-rich-text__link-form">
      <label>
        {texts.linkAddress}
        <input
          type="text"
          autoFocus
          value={address}
          aria-describedby="coast-rich-text-link-hint"
          list="coast-rich-text-pages"
          style={CONTROL_STYLE}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={keys}
        />
      </label>
      <datalist id="coast-rich-text-pages">
        {pages.map((page) => (
          <option key={page.originalPath} value={page.originalPath}>{`${page.name ?? page.originalPath} (${page.path ?? page.originalPath})`}</option>
        ))}
      </datalist>
      <p id="coast-rich-text-link-hint">{texts.linkHint}</p>
      {asksWords ? (
        <label>
          {texts.linkText}
          <input type="text" value={words} style={CONTROL_STYLE} onChange={(event) => setWords(event.target.value)} onKeyDown={keys} />
        </label>
      ) : null}
      <div className="coast-rich-text__link-actions">
        <button type="button" onClick={apply}>
          {texts.applyLink}
        </button>
        {href ? (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {texts.removeLink}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
        >
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}

function Toolbar({ editor, texts, disabled }: { editor: Editor; texts: RichTextTexts; disabled?: boolean }) {
  const state = useToolbarState(editor);
  const [linking, setLinking] = useState(false);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  return (
    <>
      <div role="toolbar" aria-label={texts.toolbar} className="coast-rich-text__toolbar">
        <ToolButton label={texts.heading} pressed={state.heading} disabled={disabled} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
          H2
        </ToolButton>
        <ToolButton label={texts.subheading} pressed={state.subheading} disabled={disabled} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
          H3
        </ToolButton>
        <ToolButton label={texts.bold} pressed={state.bold} disabled={disabled} onClick={run((c) => c.toggleBold())}>
          <b>B</b>
        </ToolButton>
        <ToolButton label={texts.italic} pressed={state.italic} disabled={disabled} onClick={run((c) => c.toggleItalic())}>
          <i>I</i>
        </ToolButton>
        <ToolButton label={texts.bulletList} pressed={state.bulletList} disabled={disabled} onClick={run((c) => c.toggleBulletList())}>
          •≡
        </ToolButton>
        <ToolButton label={texts.orderedList} pressed={state.orderedList} disabled={disabled} onClick={run((c) => c.toggleOrderedList())}>
          1.
        </ToolButton>
        <ToolButton label={texts.link} pressed={state.link} disabled={disabled} onClick={() => setLinking(true)}>
          🔗
        </ToolButton>
        <ToolButton label={texts.undo} disabled={disabled || !state.canUndo} onClick={run((c) => c.undo())}>
          ↶
        </ToolButton>
        <ToolButton label={texts.redo} disabled={disabled || !state.canRedo} onClick={run((c) => c.redo())}>
          ↷
        </ToolButton>
      </div>
      {linking ? <LinkForm editor={editor} href={state.href} texts={texts} onClose={() => setLinking(false)} /> : null}
    </>
  );
}

/**
 * A word processor's view of a Markdown field: staff see headings, bold and lists, never the marks;
 * what is stored stays the Markdown the site renders. Loading a value is no change: only typing is.
 */
const RichTextEditor = forwardRef<RichTextHandle, RichTextEditorProps>(function RichTextEditor(
  { id, value, onChange, texts, disabled, describedBy, invalid, required },
  ref,
) {
  // The last Markdown this editor wrote: a value equal to it is our own echo, not a new text to load.
  const written = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    contentType: 'markdown',
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: 'coast-rich-text__content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const markdown = e.isEmpty ? '' : e.getMarkdown();
      written.current = markdown;
      onChange(markdown === '' ? null : markdown);
    },
  });

  // Another language's text filled in, a draft discarded: the field's value changed under the editor.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  return (
    <div className="coast-rich-text" style={{ ...CONTROL_STYLE, padding: 0 }}>
      <style>{RICH_TEXT_STYLES}</style>
      <Toolbar editor={editor} texts={texts} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
});

export default RichTextEditor;
