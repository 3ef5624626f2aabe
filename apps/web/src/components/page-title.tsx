/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  // i18n-exempt: the brand's name, the same in every language
  return <title>{`${title} · Bhoj`}</title>;
}
