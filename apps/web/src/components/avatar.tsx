import { clsx } from 'clsx';

/** A round avatar: the image when there is one, else the first letter of the name. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {src ? <img src={src} alt="" width={36} height={36} className="size-full object-cover" /> : initial}
    </span>
  );
}
