import { useState } from 'react';
import { CertificateAlerts } from './certificate-alerts';
import { FailedEmails } from './failed-emails';
import { ImageViewer, type ImageSet } from './image-viewer';
import { StatCards } from './stat-cards';
import { SubmissionsPanel } from './submissions-panel';
import { TodoLists } from './todo-lists';
import { UnattachedPayments } from './unattached-payments';
import { UpdateDialog } from './update-dialog';

/**
 * The admin's home: what needs doing first (the to-do lists by step), then every submission, then
 * the counts, the payments to follow up and the e-mails that did not go out. A to-do entry and a table row open the same dialog.
 */
export function WorkTab() {
  const [open, setOpen] = useState<number | null>(null);
  const [images, setImages] = useState<ImageSet | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <h2 className="sr-only">Work</h2>
      <TodoLists onOpen={setOpen} />
      <SubmissionsPanel onOpen={setOpen} onImages={setImages} />
      <StatCards />
      <CertificateAlerts />
      <UnattachedPayments />
      <FailedEmails />
      <UpdateDialog submissionId={open} onClose={() => setOpen(null)} onImages={setImages} />
      <ImageViewer images={images} onClose={() => setImages(null)} />
    </div>
  );
}
