/** The rich-text editor's look, in Strapi's light theme colours (text 12.6:1, hint 5.8:1 on white). */
export const RICH_TEXT_STYLES = `
.coast-rich-text__toolbar { display: flex; flex-wrap: wrap; gap: 4px; padding: 6px; border-bottom: 1px solid #dcdce4; background: #f6f6f9; border-radius: 4px 4px 0 0; }
.coast-rich-text__button { min-width: 32px; height: 32px; padding: 0 8px; border: 1px solid transparent; border-radius: 4px; background: transparent; color: #32324d; font-size: 14px; cursor: pointer; }
.coast-rich-text__button:hover:not(:disabled) { background: #eaeaef; }
.coast-rich-text__button[aria-pressed='true'] { background: #d9d8ff; border-color: #7b79ff; color: #271fe0; }
.coast-rich-text__button:disabled { color: #8e8ea9; cursor: default; }
.coast-rich-text__button:focus-visible, .coast-rich-text__link-form button:focus-visible { outline: 2px solid #4945ff; outline-offset: 1px; }
.coast-rich-text__content { min-height: 160px; max-height: 480px; overflow-y: auto; padding: 10px 14px; outline: none; font-size: 14px; line-height: 1.5; color: #32324d; }
.coast-rich-text:focus-within { border-color: #4945ff !important; box-shadow: 0 0 0 2px rgba(73, 69, 255, 0.25); }
.coast-rich-text__content h2 { font-size: 20px; font-weight: 600; margin: 14px 0 6px; }
.coast-rich-text__content h3 { font-size: 16px; font-weight: 600; margin: 12px 0 4px; }
.coast-rich-text__content p { margin: 0 0 8px; }
.coast-rich-text__content ul { list-style: disc; padding-left: 24px; margin: 0 0 8px; }
.coast-rich-text__content ol { list-style: decimal; padding-left: 24px; margin: 0 0 8px; }
.coast-rich-text__content a { color: #271fe0; text-decoration: underline; }
.coast-rich-text__content strong { font-weight: 700; }
.coast-rich-text__content em { font-style: italic; }
.coast-rich-text__link-form { display: flex; flex-direction: column; gap: 6px; padding: 8px; border-bottom: 1px solid #dcdce4; font-size: 12px; color: #32324d; }
.coast-rich-text__link-form label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
.coast-rich-text__link-form p { margin: 0; color: #666687; }
.coast-rich-text__link-actions { display: flex; gap: 8px; }
.coast-rich-text__link-actions button { padding: 6px 12px; border: 1px solid #dcdce4; border-radius: 4px; background: #fff; color: #32324d; cursor: pointer; }
.coast-rich-text__link-actions button:first-child { background: #4945ff; border-color: #4945ff; color: #fff; }
`;
