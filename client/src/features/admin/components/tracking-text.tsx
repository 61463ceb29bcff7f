/** A carrier and tracking number, linked to the carrier's tracking page when it has one. */
export function TrackingText({ carrier, number, url }: { carrier: string | null; number: string; url: string | null }) {
  const text = `${carrier ?? ''} ${number}`.trim();
  if (!url) return <span>{text}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium underline decoration-gold-500 underline-offset-2">
      {text}
      <span className="sr-only"> (opens the carrier's tracking page)</span>
    </a>
  );
}
