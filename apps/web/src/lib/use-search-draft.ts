import { useEffect, useState } from 'react';

/**
 * The text of a list's search box: typed freely, applied on Enter. It starts from the term in the
 * URL and follows it when back, forward or a link change the URL under the box.
 */
export function useSearchDraft(applied: string): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  return [text, setText];
}
