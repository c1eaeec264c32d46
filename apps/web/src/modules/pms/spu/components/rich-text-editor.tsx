import { useEffect, useRef, useState } from 'react';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { uploadFile } from '@/modules/common';
import styles from './spu.module.css';

type Props = {
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  id?: string;
  /** the editing area's accessible name (default: the product description's) */
  label?: string;
};

/**
 * The rich-text editor of product descriptions and articles (TipTap): bold, italic, two heading levels, lists, links and images uploaded
 * through the app's uploader. It gives HTML; the server keeps only safe tags and attributes.
 */
export function RichTextEditor({ value, onChange, disabled, id, label }: Props) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState('');
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { class: styles.editorBody, 'aria-label': label ?? t('pms_spu.description'), ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  // A value set from outside (the record loaded, a reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (editor && (value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const chain = () => editor.chain().focus();
  const tool = (key: string, label: string, icon: React.ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={label} key={key}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={active} disabled={disabled} onClick={run} />
    </Tooltip>
  );

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const stored = await uploadFile('image', file);
      chain().setImage({ src: stored.url, alt: '' }).run();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const applyLink = () => {
    const href = link.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: /^(https?:|mailto:)/i.test(href) ? href : `https://${href}` }).run();
    setLinkOpen(false);
  };

  return (
    <div className={styles.editor} data-testid="rich-text-editor">
      <Space size={2} wrap className={styles.editorToolbar} role="toolbar" aria-label={t('pms_spu.editor_toolbar')}>
        {tool('bold', t('pms_spu.editor_bold'), <BoldOutlined />, !!state?.bold, () => chain().toggleBold().run())}
        {tool('italic', t('pms_spu.editor_italic'), <ItalicOutlined />, !!state?.italic, () => chain().toggleItalic().run())}
        <Button size="small" type={state?.h2 ? 'primary' : 'text'} aria-pressed={!!state?.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </Button>
        <Button size="small" type={state?.h3 ? 'primary' : 'text'} aria-pressed={!!state?.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </Button>
        {tool('bullet', t('pms_spu.editor_bullet_list'), <UnorderedListOutlined />, !!state?.bullet, () => chain().toggleBulletList().run())}
        {tool('ordered', t('pms_spu.editor_ordered_list'), <OrderedListOutlined />, !!state?.ordered, () => chain().toggleOrderedList().run())}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            if (open) setLink((editor.getAttributes('link').href as string | undefined) ?? '');
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input value={link} onChange={(e) => setLink(e.target.value)} onPressEnter={applyLink} placeholder="https://" aria-label={t('pms_spu.editor_link')} style={{ width: 240 }} />
              <Button type="primary" onClick={applyLink}>
                {t('pms_spu.ok')}
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title={t('pms_spu.editor_link')}>
            <Button size="small" type={state?.link ? 'primary' : 'text'} icon={<LinkOutlined />} aria-label={t('pms_spu.editor_link')} disabled={disabled} />
          </Tooltip>
        </Popover>
        <Tooltip title={t('pms_spu.editor_image')}>
          <Button size="small" type="text" icon={<PictureOutlined />} aria-label={t('pms_spu.editor_image')} disabled={disabled} onClick={() => fileInput.current?.click()} />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          hidden
          onChange={(e) => {
            void pickImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
