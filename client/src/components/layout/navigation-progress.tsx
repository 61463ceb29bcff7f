/** A thin gold bar across the top while the next page's code loads (only slow loads show it). */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5" role="progressbar" aria-label="Loading page">
      <div className="foil h-full origin-left animate-progress" />
    </div>
  );
}
