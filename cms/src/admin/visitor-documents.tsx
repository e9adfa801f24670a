import { useState } from 'react';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient } from '@strapi/strapi/admin';

/** One document as the submission's `documents` field holds it (cms/src/uploads/storage.ts). */
interface VisitorDocument {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const isDocument = (value: unknown): value is VisitorDocument =>
  Boolean(value) && typeof value === 'object' && typeof (value as VisitorDocument).id === 'string' && typeof (value as VisitorDocument).name === 'string';

/** Saved under the visitor's name, ending in the extension of what the content is (as the route's Content-Disposition says). */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = { pdf: ['pdf'], jpeg: ['jpg', 'jpeg'], png: ['png'], docx: ['docx'] };
const fileName = ({ name, type }: VisitorDocument) => {
  const extensions = EXTENSIONS[type] ?? [];
  return extensions.some((e) => name.toLowerCase().endsWith(`.${e}`)) || !extensions.length ? name : `${name}.${extensions[0]}`;
};

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/**
 * The side panel of a visitor request's edit view: its documents, each with a download button. The
 * files are fetched with the admin's own credentials (the route is admin-only: uploads/staff-download.ts)
 * and saved by the browser; they have no public address to link to.
 */
export function VisitorDocuments() {
  const { model, id, form } = useContentManagerContext();
  const { get } = useFetchClient();
  const [failed, setFailed] = useState<string | null>(null);
  const values = (form as { values?: Record<string, unknown> }).values ?? {};
  const documents = Array.isArray(values.documents) ? values.documents.filter(isDocument) : [];
  if (model !== 'api::submission.submission' || !id || !documents.length) return null;

  const save = async (document: VisitorDocument) => {
    setFailed(null);
    try {
      const { data } = await get<Blob>(`/visitor-documents/${id}/${document.id}`, { responseType: 'blob' });
      const url = URL.createObjectURL(data);
      const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName(document) });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(document.id);
    }
  };

  return (
    <section aria-labelledby="visitor-documents-title" style={{ width: '100%', borderTop: '1px solid #eaeaef', paddingTop: 12 }}>
      <h2 id="visitor-documents-title" style={{ fontSize: 11, fontWeight: 600, textTransform: 'uppercase', color: '#666687', marginBottom: 8 }}>
        Documents
      </h2>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              onClick={() => void save(document)}
              style={{
                width: '100%',
                textAlign: 'left',
                padding: '8px 12px',
                border: '1px solid #dcdce4',
                borderRadius: 4,
                background: '#fff',
                cursor: 'pointer',
              }}
            >
              Download {document.name} ({document.type.toUpperCase()}, {size(document.size)})
            </button>
            {failed === document.id ? (
              <p role="alert" style={{ color: '#d02b20', fontSize: 12, margin: '4px 0 0' }}>
                The file could not be downloaded (it may have been deleted with an expired request).
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
