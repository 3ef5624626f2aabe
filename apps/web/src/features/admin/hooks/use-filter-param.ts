import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the query (`?state=failed`): its value ('' when unset) and its setter, which
 * starts the list again from page 1.
 */
export function useFilterParam(key: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(key, value);
      else updated.delete(key);
      updated.delete('page');
      return updated;
    });
  return [params.get(key) ?? '', set];
}
