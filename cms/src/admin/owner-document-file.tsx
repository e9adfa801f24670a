import { useState, type ChangeEvent } from 'react';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient } from '@strapi/strapi/admin';

/** An owner document's file as its entry's `file` field holds it (cms/src/owner-portal/document-files.ts). */
interface StoredFile {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const isFile = (value: unknown): value is StoredFile =>
  Boolean(value) && typeof value === 'object' && typeof (value as StoredFile).id === 'string' && typeof (value as StoredFile).name === 'string';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

const box = { width: '100%', borderTop: '1px solid #eaeaef', paddingTop: 12 } as const;
const button = {
  width: '100%',
  textAlign: 'left',
  padding: '8px 12px',
  border: '1px solid #dcdce4',
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
} as const;

/** The edit view's form, as far as this panel uses it. */
interface EditForm {
  readonly values?: Record<string, unknown>;
  readonly onChange?: (name: string, value: unknown) => void;
}

/**
 * The side panel of an owner document (mandate, EPC...): its file, a download button and a file field to
 * upload or replace it. The file goes to the admin-only route (owner-portal/staff-documents.ts), which
 * keeps it privately: never the media library. For a new document the file is staged and goes into the
 * form, so that saving the document attaches it: one step.
 */
export function OwnerDocumentFile() {
  const { model, id, form } = useContentManagerContext();
  const { get, post } = useFetchClient();
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (model !== 'api::owner-document.owner-document') return null;
  const editForm = form as EditForm;
  const values = editForm.values ?? {};
  const file = uploaded ?? (isFile(values.file) ? values.file : null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setBusy(true);
    setMessage(null);
    try {
      const body = new FormData();
      body.append('file', chosen, chosen.name);
      const { data } = await post<{ data: StoredFile }>(`/owner-document-files/${id ?? 'staged'}`, body);
      setUploaded(data.data);
      if (!id) editForm.onChange?.('file', data.data);
      setMessage(id ? 'Uploaded: the owner can download it now.' : 'Ready: saving the document attaches it.');
    } catch (error) {
      const text = (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message;
      setMessage(`Not uploaded: ${text ?? 'only PDF, JPEG, PNG or DOCX of at most 10 MB'}.`);
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!file || !id) return;
    setMessage(null);
    try {
      const { data } = await get<Blob>(`/owner-document-files/${id}`, { responseType: 'blob' });
      const url = URL.createObjectURL(data);
      Object.assign(window.document.createElement('a'), { href: url, download: file.name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setMessage('The file could not be downloaded.');
    }
  };

  return (
    <section aria-labelledby="owner-document-file-title" style={box}>
      <h2 id="owner-document-file-title" style={{ fontSize: 11, fontWeight: 600, textTransform: 'uppercase', color: '#666687', marginBottom: 8 }}>
        File
      </h2>
      <div style={{ display: 'grid', gap: 8 }}>
        {file && id ? (
          <button type="button" style={button} onClick={() => void download()}>
            Download {file.name} ({file.type.toUpperCase()}, {size(file.size)})
          </button>
        ) : file ? (
          <p style={{ fontSize: 12, margin: 0 }}>
            {file.name} ({file.type.toUpperCase()}, {size(file.size)})
          </p>
        ) : (
          <p style={{ fontSize: 12, margin: 0 }}>No file yet: the owner does not see this document until it has one.</p>
        )}
        <label style={{ fontSize: 12 }}>
          {file ? 'Replace the file' : 'Choose the file'} (PDF, JPEG, PNG or DOCX, at most 10 MB)
          <input type="file" accept=".pdf,.jpg,.jpeg,.png,.docx" disabled={busy} onChange={(e) => void upload(e)} style={{ display: 'block', marginTop: 4 }} />
        </label>
      </div>
      {message ? (
        <p role="status" style={{ fontSize: 12, margin: '4px 0 0' }}>
          {message}
        </p>
      ) : null}
    </section>
  );
}
