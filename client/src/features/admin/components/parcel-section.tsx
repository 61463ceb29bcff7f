import { useState, type FormEvent } from 'react';
import type { AdminShipping } from '@shared/schemas/shipping';
import type { Submission } from '@shared/schemas/submission';
import { ACCEPTED_IMAGE_NAMES } from '@shared/uploads';
import { ImagePicker } from '@/components/uploads/image-picker';
import type { ImageUploadsState } from '@/components/uploads/use-image-uploads';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/submission-format';
import { useReceiveParcel } from '../api/receive-parcel';
import { DeclaredValueCorrection } from './declared-value-correction';
import { DeclaredValues } from './declared-values';
import { todayIso, useStepRunner } from './shipping-step';
import { TrackingText } from './tracking-text';

/** The customer's parcel: its tracking, and the admin's receipt (date, condition, intake photos). */
export function ParcelSection({ submission, view, onStep }: { submission: Submission; view: AdminShipping; onStep: () => Promise<unknown> }) {
  const receive = useReceiveParcel();
  const { errors, run } = useStepRunner('Parcel received', onStep);
  const [receivedOn, setReceivedOn] = useState(todayIso());
  const [condition, setCondition] = useState('');
  const [photos, setPhotos] = useState<ImageUploadsState>({ images: [], urls: [], uploading: false });
  const inbound = view.inbound;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => receive.mutateAsync({ id: view.submissionId, input: { receivedOn, condition, intakeImageUrls: photos.urls } }));
  };
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">Parcel from the customer</h4>
      <p className="text-sm text-slate-700">
        Tracking: {inbound?.trackingNumber ? <TrackingText carrier={inbound.carrierLabel} number={inbound.trackingNumber} url={inbound.trackingUrl} /> : 'not given'}
      </p>
      <DeclaredValues submission={submission} />
      {/* Insurance is billed, and the return insured, on these values: correctable until then. */}
      {!view.invoice && !view.returnShipment ? <DeclaredValueCorrection submission={submission} onStep={onStep} /> : null}
      {inbound?.receivedAt ? (
        <>
          <p className="text-sm text-slate-700">
            Received {formatDate(inbound.receivedAt)}: <span className="whitespace-pre-line">{inbound.condition}</span>
          </p>
          {inbound.intakeImageUrls.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Intake photos">
              {inbound.intakeImageUrls.map((url, n) => (
                <li key={url}>
                  <img src={url} alt={`Intake photo ${n + 1}`} className="size-14 rounded border border-ink-900/10 object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]" aria-label="Mark received">
          <FormField label="Date received" error={errors.receivedOn}>
            {(control) => <Input {...control} type="date" value={receivedOn} max={todayIso()} onChange={(e) => setReceivedOn(e.target.value)} />}
          </FormField>
          <FormField label="Condition notes" error={errors.condition} hint="The customer reads these on their timeline.">
            {(control) => <Textarea {...control} rows={2} className="min-h-0" value={condition} onChange={(e) => setCondition(e.target.value)} />}
          </FormField>
          <div className="sm:col-span-2">
            <ImagePicker
              label="Intake photos (optional)"
              hint="Up to 10 photos of the parcel and the item as they arrived; the customer sees them."
              error={errors.intakeImageUrls}
              maxImages={10}
              messages={{ wrongType: (name) => `${name} is not a ${ACCEPTED_IMAGE_NAMES} image`, tooLarge: (name) => `${name} is larger than 50 MB` }}
              onChange={setPhotos}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" variant="primary" size="sm" disabled={receive.isPending || photos.uploading}>
              {receive.isPending ? 'Saving…' : 'Mark received'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
