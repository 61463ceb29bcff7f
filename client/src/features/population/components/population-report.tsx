import { Link } from 'react-router';
import { athleteName } from '@shared/constants';
import { formatDate } from '@shared/format';
import { ITEM_TYPES } from '@shared/loa-options';
import type { PopulationRow } from '@shared/schemas/population';
import { LoadError } from '@/components/submissions/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePopulation } from '../api/get-population';

const itemTypeName = (value: string) => ITEM_TYPES.find((t) => t.value === value)?.label ?? value;
const latest = (iso: string | null) => (iso ? formatDate(iso, 'long') : '—');

type Counts = Omit<PopulationRow, 'athlete' | 'itemType'>;
const COLUMNS: [keyof Omit<Counts, 'latest'>, string][] = [
  ['issued', 'Certificates'],
  ['valid', 'Valid'],
  ['revoked', 'Revoked'],
  ['examined', 'Examined'],
  ['failed', 'Did not pass'],
];

/** One group as a card on a phone, a table row from the small breakpoint up. */
function Row({ label, counts, total }: { label: [string, string]; counts: Counts; total?: boolean }) {
  const cell = total ? 'font-semibold text-ink-900' : 'text-ink-900';
  return (
    <tr className={`grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 sm:table-row sm:px-0 sm:py-0 ${total ? 'bg-paper-50' : ''}`}>
      <th scope="row" className="col-span-2 text-left font-semibold text-ink-900 sm:px-4 sm:py-3">
        {label[0]}
        {label[1] ? <span className="block text-sm font-normal text-slate-600">{label[1]}</span> : null}
      </th>
      {COLUMNS.map(([key, heading]) => (
        <td key={key} className={`${cell} tabular-nums sm:px-4 sm:py-3 sm:text-right`}>
          <span className="text-sm text-slate-500 sm:hidden">{heading}: </span>
          {counts[key]}
        </td>
      ))}
      <td className="col-span-2 text-sm text-slate-600 sm:px-4 sm:py-3 sm:text-right">
        <span className="sm:hidden">Latest: </span>
        {latest(counts.latest)}
      </td>
    </tr>
  );
}

/** The population report: how many letters we issued and items we examined, per athlete and item type. */
export function PopulationReportView() {
  const query = usePopulation();
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3 p-6" role="status" aria-label="Loading the population report">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (!query.data) {
    body = <LoadError what="the population report" message={query.error?.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.rows.length === 0) {
    body = <p className="p-6 text-slate-600">No certificate has been issued yet.</p>;
  } else {
    const report = query.data;
    body = (
      <table className="w-full border-collapse text-base">
        <caption className="sr-only">Certificates issued and items examined, per athlete and item type</caption>
        <thead className="hidden border-b border-ink-900/10 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 text-left">
              Athlete and item
            </th>
            {COLUMNS.map(([key, heading]) => (
              <th key={key} scope="col" className="px-4 py-3 text-right">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              Latest
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/8">
          {report.rows.map((r) => (
            <Row key={`${r.athlete}-${r.itemType}`} label={[athleteName(r.athlete), itemTypeName(r.itemType)]} counts={r} />
          ))}
          <Row label={['All items', '']} counts={report.totals} total />
        </tbody>
      </table>
    );
  }
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">Population Report</h1>
        <p className="max-w-3xl text-slate-600">
          Every item we have examined and every certificate we have issued, by athlete and type of item. A revoked certificate no longer vouches for its item. To check one
          letter, use <Link to="/certificate-verification" className="font-semibold text-ink-900 underline underline-offset-2">Certificate Verification</Link>.
        </p>
      </header>
      <div className="overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-ink-900/10">{body}</div>
    </section>
  );
}
