import { latinRuns } from '@azmar/kit/i18n/latin-runs';

/**
 * A content or interface text with each Latin run of a Kurdish text marked `<span lang="en" dir="ltr">` (a code
 * such as IP67 inside a Sorani sentence is read in English and kept left to right). Renders the same on the server
 * and in the browser, so the page's hydration changes nothing. Text only: an attribute (alt, aria-label) takes the
 * plain string.
 */
export function LatinRuns({ text }: { text: string }) {
  const pieces = latinRuns(text);
  if (pieces.length === 1 && !pieces[0]?.latin) return text;
  return pieces.map((piece, index) =>
    piece.latin ? (
      <span key={index} lang="en" dir="ltr">
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}
