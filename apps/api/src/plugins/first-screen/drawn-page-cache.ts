import type { AnswerVersions } from '../../lib/answer-versions.ts';

/**
 * Storefront pages as last built, kept until the catalog changes: a page is drawn from public answers
 * only, so the catalog version (moved by every write any instance hears of) says when it may be stale.
 * At most `maxBytes` of HTML is kept; the page used longest ago goes first. Nothing is kept while the
 * change feed cannot be trusted.
 */
export function drawnPageCache(versions: AnswerVersions, maxBytes: number) {
  const pages = new Map<string, { catalog: number; html: string }>();
  let bytes = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.html.length;
    pages.delete(key);
  };

  return {
    get(key: string): string | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      drop(key);
      if (page.catalog !== versions.catalog() || !versions.trusted()) return undefined;
      pages.set(key, page);
      bytes += page.html.length;
      return page.html;
    },
    /** Keeps `html`, built from the catalog as it was at `catalog`. */
    set(key: string, catalog: number, html: string): void {
      if (!versions.trusted() || html.length > maxBytes) return;
      drop(key);
      pages.set(key, { catalog, html });
      bytes += html.length;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
