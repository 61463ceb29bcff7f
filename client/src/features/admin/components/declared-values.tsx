import { declaredTotalCents, declaredValueText, returnInsuranceText } from '@shared/declared-value';
import type { Submission } from '@shared/schemas/submission';
import { athleteName } from '@/lib/submission-format';
import { itemName } from '../lib/item-label';

/**
 * What the customer declared each item is worth, and the total the return is insured for: checked
 * against the parcel when it is received, and the floor of the return's insured value.
 */
export function DeclaredValues({ submission }: { submission: Submission }) {
  const items = submission.items;
  return (
    <div className="grid gap-1 text-sm text-slate-700" aria-label="Declared values" role="group">
      <ul className="grid gap-0.5">
        {items.map((item, n) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0">
              Item {n + 1} · {athleteName(item.athlete)} · {itemName(item)}
            </span>
            <span className={item.declaredValueCents === null ? 'text-slate-600 italic' : 'font-medium text-ink-900 tabular-nums'}>
              {declaredValueText(item.declaredValueCents)}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap justify-between gap-x-3 border-t border-ink-900/10 pt-1 font-semibold text-ink-900">
        <span>Declared total</span>
        <span className="tabular-nums">{declaredValueText(declaredTotalCents(items) || null)}</span>
      </p>
      <p className="text-xs text-slate-600">{returnInsuranceText(items)}</p>
    </div>
  );
}
