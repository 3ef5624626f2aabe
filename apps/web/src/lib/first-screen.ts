/**
 * Answers the server put in a storefront page for its first screen (a `<script type="application/json"
 * id="first-screen">` keyed by API URL, made by the API's plugins/first-screen/), so the page shows its
 * content without waiting for those calls. Each answer is used once, by the first request for its URL;
 * later requests (refetches, other visits) go to the API.
 */
let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById('first-screen')?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

export function takeFirstScreenAnswer(url: string): unknown {
  answers ??= readAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
