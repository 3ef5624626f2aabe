/** Tells screen readers what is loading, while the skeleton beside it (hidden from them) shows it. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <span role="status" className="sr-only">
      {label}
    </span>
  );
}
