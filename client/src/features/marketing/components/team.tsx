import type { Specialist } from '../content/athlete-details';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Meet the Team: the specialists who examine this athlete's items. */
export function Team({ team }: { team: readonly Specialist[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {team.map((person) => (
        <li key={person.name} className="flex gap-5 rounded-2xl border border-white/10 bg-ink-800/80 p-6">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full border border-gold-300/50 bg-[radial-gradient(circle_at_35%_30%,#2a3658,#0b1222)] font-display text-xl font-semibold tracking-wider text-gold-200"
          >
            {initials(person.name)}
          </span>
          <div className="grid content-start gap-1">
            <h3 className="font-display text-lg font-semibold tracking-wide text-white uppercase">{person.name}</h3>
            <p className="text-sm font-semibold text-gold-300">{person.role}</p>
            <p className="mt-2 text-sm leading-relaxed text-mist-200">{person.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
