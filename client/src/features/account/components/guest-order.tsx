import { Link2Off, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { GUEST_LINK_MESSAGES } from '@shared/schemas/guest-link';
import type { GuestOrder } from '@shared/schemas/guest-link';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { SkeletonLines } from '@/components/ui/skeleton';
import { LoadError } from '@/components/submissions/load-error';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/submission-format';
import { useGuestOrder } from '../api/get-guest-order';
import { CustomerInformation, DetailsCard, PaymentInformation, SubmissionInformation } from './details-info-cards';
import { GuestPdfButton } from './guest-pdf-button';
import { InvoiceCard } from './invoice-card';
import { hasOverpaymentChoice, OverpaymentChoiceCard } from './overpayment-choice-card';
import { ShippingCard } from './shipping-card';
import { StatusTimeline } from './status-timeline';

/** A link that does not open the order (none, replaced, expired, too many tries): why, and what to do. */
function LinkRefused({ message }: { message: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-paper-100 text-ink-700">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">This link does not open an order</h2>
      <p className="max-w-md text-slate-600">{message}</p>
      <Button asChild variant="outline">
        <Link to="/contact-us">Contact us</Link>
      </Button>
    </Card>
  );
}

/** The packing slip, and where the page comes from: the e-mail's link, with no account. */
function GuestDocuments({ order, token }: { order: GuestOrder; token: string }) {
  const s = order.submission;
  return (
    <DetailsCard title="Your documents">
      <div className="grid gap-4 text-sm text-slate-700">
        {s.serviceType !== 'quick_opinion' ? (
          <GuestPdfButton token={token} document="submission" fallbackName={`Full_LOA_Submission_${s.orderNumber}.pdf`} label="Submission PDF" variant="primary" />
        ) : null}
        <p className="flex gap-2">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span>
            This page opened from the link in your e-mail, with no account. The link works until {formatDate(order.expiresAt)}; keep the
            e-mail to come back.
          </span>
        </p>
        <p>
          <Link to="/account?mode=register" className="font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4">
            Create an account
          </Link>{' '}
          with {s.email} to follow every order in one place.
        </p>
      </div>
    </DetailsCard>
  );
}

/**
 * The order a guest link opens (decision 034): its status, its invoice to pay by card, its PDFs, as
 * the owner's Submission Details shows them. Photos are left out: they are served to sessions only.
 */
export function GuestOrderScreen({ orderNumber, token }: { orderNumber: string; token: string | null }) {
  const query = useGuestOrder(orderNumber, token);
  const order = query.data;

  let body;
  if (token === null) {
    body = <LinkRefused message={GUEST_LINK_MESSAGES.missing} />;
  } else if (query.isPending) {
    body = (
      <Card className="p-6 sm:p-8">
        <span className="sr-only" role="status">Loading your order</span>
        <SkeletonLines className="gap-4" lines={['h-6 w-56', 'h-10', 'h-10', 'h-10']} />
      </Card>
    );
  } else if (query.error instanceof ApiError && [400, 404, 410, 429].includes(query.error.status)) {
    body = <LinkRefused message={query.error.message} />;
  } else if (!order) {
    body = (
      <Card>
        <LoadError what="your order" message={query.error?.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  } else {
    const s = order.submission;
    // The tracking form posts as the session's own order: through a link there is none.
    const shipping = { ...order.shipping, canEditInbound: false, inbound: order.shipping.inbound ? { ...order.shipping.inbound, intakeImageUrls: [] } : null };
    body = (
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px] xl:items-start">
        <div className="contents xl:grid xl:min-w-0 xl:gap-6">
          {shipping.invoice ? (
            <div className="order-1 min-w-0">
              <InvoiceCard orderNumber={s.orderNumber} invoice={shipping.invoice} customerName={s.fullName} guestToken={token} />
            </div>
          ) : null}
          <div className="order-1 min-w-0"><SubmissionInformation submission={s} /></div>
          {s.serviceType !== 'quick_opinion' ? (
            <div className="order-4 min-w-0"><ShippingCard orderNumber={s.orderNumber} shipping={shipping} /></div>
          ) : null}
          <div className="order-4 min-w-0"><PaymentInformation submission={s} invoice={shipping.invoice} /></div>
          {hasOverpaymentChoice(s) ? (
            <div className="order-4 min-w-0"><OverpaymentChoiceCard submission={s} invoiced={shipping.invoice !== null} guestToken={token} /></div>
          ) : null}
          <div className="order-5 min-w-0"><CustomerInformation submission={s} /></div>
        </div>
        <div className="contents xl:sticky xl:top-28 xl:grid xl:min-w-0 xl:gap-6">
          <div className="order-2 min-w-0"><GuestDocuments order={order} token={token} /></div>
          <div className="order-3 min-w-0"><StatusTimeline history={s.statusHistory} /></div>
        </div>
      </div>
    );
  }

  return (
    <>
      <section className="surface-dark border-b border-white/5 bg-ink-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">Your order</p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-wide uppercase sm:text-5xl">Order {orderNumber}</h1>
        </div>
      </section>
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{body}</div>
    </>
  );
}
