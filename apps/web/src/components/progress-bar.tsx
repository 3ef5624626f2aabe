/** A thin indeterminate bar across the top of the window. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-progress bg-brand-600" />
    </div>
  );
}
