import type { AdminCatalogItem } from '@studyhub/contract/catalog-admin';
import { imageKinds, uploadSlots } from '@studyhub/contract/uploads';
import { useFormResult } from '../../../lib/form-result';
import { kindInfo } from '../kinds';
import { FileUpload, uploadFormName } from './file-upload';

function FileState({ present, what }: { present: boolean; what: string }) {
  return present ? (
    <p>
      <strong>{`${what} uploaded.`}</strong> Uploading another replaces it.
    </p>
  ) : (
    <p>
      <strong>No file uploaded yet.</strong>
      {` Upload the ${what === 'PDF' ? 'PDF' : 'source code'} before publishing.`}
    </p>
  );
}

/** The item's downloadable file and card image, each with its upload (docs/decisions/0021). */
export function ItemFiles({ item }: { item: AdminCatalogItem }) {
  const info = kindInfo[item.kind];
  const document =
    item.kind === 'projects' ? uploadSlots.source : info.hasFile ? uploadSlots.pdf : undefined;
  const hasImage = (imageKinds as readonly string[]).includes(item.kind);
  const image = 'image' in item ? item.image : '';
  // A file posted without the script, too large for the server to read: which one is unknown.
  const served = useFormResult(uploadFormName);
  const unread = served?.error && !served.values.upload ? served.error.message : undefined;
  if (!document && !hasImage) return null;

  return (
    <section aria-labelledby="item-files" className="mb-6">
      <h3 id="item-files" className="mb-3 text-lg font-semibold text-slate-900">
        Files
      </h3>
      {unread && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {unread}
        </p>
      )}
      <div className="grid gap-4">
        {document && (
          <FileUpload
            kind={item.kind}
            id={item.id}
            slot={document}
            current={
              <FileState
                present={item.hasFile === true}
                what={item.kind === 'projects' ? 'Source code' : 'PDF'}
              />
            }
          />
        )}
        {hasImage && (
          <FileUpload
            kind={item.kind}
            id={item.id}
            slot={uploadSlots.image}
            current={
              image ? (
                <div className="flex flex-wrap items-center gap-4">
                  <img
                    src={image}
                    alt={`Card of ${'name' in item ? item.name : item.title}`}
                    className="h-24 w-40 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                  <p>Card image set. Uploading another replaces it.</p>
                </div>
              ) : (
                <p>No card image yet; the site shows a placeholder.</p>
              )
            }
          />
        )}
      </div>
    </section>
  );
}
