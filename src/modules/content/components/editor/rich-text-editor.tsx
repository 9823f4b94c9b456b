'use client';

import { Node, mergeAttributes } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { LIVE_VALUES, isLiveValueName, type LiveValueName } from '../../domain/live';
import { safeHref, type RichTextDoc } from '../../domain/rich-text';

/**
 * A live value inside text (domain/live.ts): an atom the editor shows as a grey chip with its
 * name; the server puts today's figure in its place.
 */
const LiveValue = Node.create({
  name: 'liveValue',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { name: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'span[data-live-value]', getAttrs: (element) => ({ name: (element as HTMLElement).getAttribute('data-live-value') }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const name = node.attrs.name as string;
    const label = isLiveValueName(name) ? LIVE_VALUES[name] : name;
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-live-value': name,
        class: 'rounded bg-ground px-1 py-0.5 text-[0.9em] text-ink ring-1 ring-line',
      }),
      `[${label}]`,
    ];
  },
});

const TOOL =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-2 text-sm hover:border-ink aria-pressed:bg-ink aria-pressed:text-white';

/**
 * The rich-text editor (Tiptap): paragraphs, lists, bold, italic, links and live values — the
 * same allow-list the server keeps (domain/rich-text.ts), so what is pasted from elsewhere is
 * reduced to these here and again on the server.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  singleParagraph = false,
}: {
  label: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** A lead: no lists. */
  singleParagraph?: boolean;
}) {
  const labelId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        ...(singleParagraph ? { bulletList: false, orderedList: false, listItem: false, listKeymap: false } : {}),
        link: { openOnClick: false, autolink: false, isAllowedUri: (url) => safeHref(url) !== null },
      }),
      LiveValue,
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'min-h-24 rounded-md border border-line bg-white p-3 focus:outline-2 focus:outline-ink [&_p]:mt-2 [&_p:first-child]:mt-0',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextDoc),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
    }),
  });

  const applyLink = () => {
    if (!editor || linking === null) return;
    if (linking.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinking(null);
      return;
    }
    const href = safeHref(linking.trim());
    if (!href) {
      setLinkError('Länken ska börja med / (en sida här), # , https:// eller mailto:.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
    setLinkError(null);
  };

  return (
    <div>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <div role="toolbar" aria-label={`Formatering: ${label}`} className="mt-1 flex flex-wrap gap-1">
        <button type="button" className={TOOL} aria-pressed={state?.bold} onClick={() => editor?.chain().focus().toggleBold().run()}>
          <strong>F</strong>
          <span className="sr-only">et</span>
        </button>
        <button type="button" className={TOOL} aria-pressed={state?.italic} onClick={() => editor?.chain().focus().toggleItalic().run()}>
          <em>K</em>
          <span className="sr-only">ursiv</span>
        </button>
        <button
          type="button"
          className={TOOL}
          aria-pressed={state?.link}
          onClick={() => setLinking(editor?.getAttributes('link').href ?? '')}
        >
          Länk
        </button>
        {singleParagraph ? null : (
          <>
            <button
              type="button"
              className={TOOL}
              aria-pressed={state?.bullet}
              onClick={() => editor?.chain().focus().toggleBulletList().run()}
            >
              Punktlista
            </button>
            <button
              type="button"
              className={TOOL}
              aria-pressed={state?.ordered}
              onClick={() => editor?.chain().focus().toggleOrderedList().run()}
            >
              Numrerad lista
            </button>
          </>
        )}
        <label className="inline-flex items-center gap-1 text-sm">
          <span className="sr-only">Infoga uppgift</span>
          <select
            className="min-h-11 rounded-md border border-line bg-white px-2 text-sm"
            value=""
            onChange={(event) => {
              const name = event.target.value as LiveValueName;
              if (isLiveValueName(name)) editor?.chain().focus().insertContent({ type: 'liveValue', attrs: { name } }).run();
            }}
          >
            <option value="">Infoga uppgift…</option>
            {Object.entries(LIVE_VALUES).map(([name, text]) => (
              <option key={name} value={name}>
                {text}
              </option>
            ))}
          </select>
        </label>
      </div>
      {linking !== null ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-sm">
            Länkadress (tom tar bort länken)
            <input
              className="min-h-11 rounded-md border border-line px-2"
              value={linking}
              onChange={(event) => setLinking(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
              aria-invalid={linkError ? true : undefined}
              autoFocus
            />
          </label>
          <button type="button" className={TOOL} onClick={applyLink}>
            Använd
          </button>
          <button type="button" className={TOOL} onClick={() => setLinking(null)}>
            Avbryt
          </button>
          {linkError ? (
            <p role="alert" className="w-full text-sm text-danger">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
