/** A piece of a text: a run of Latin words (a code such as IP67, a brand such as Siemens), or the text around it. */
export interface TextPiece {
  text: string;
  latin: boolean;
}

// A Latin word, with its digits and inner joiners (IP67, PoE, Wi-Fi, 4K); words that only spaces part make one run
// (Siemens S7). By script, as the text checks read Latin words: × or a digit alone is not a Latin word.
const LATIN_WORD = String.raw`[0-9]*\p{Script=Latin}[\p{Script=Latin}0-9]*(?:[-./+][\p{Script=Latin}0-9]+)*`;
const LATIN_RUN = new RegExp(`${LATIN_WORD}(?:[ \\u00A0]+${LATIN_WORD})*`, 'gu');
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * A Kurdish text cut into its Latin runs and the Sorani around them, in order, so each run can be marked as English
 * (a screen reader then reads LED, CNC or IP67 with an English voice, not a Kurdish one). A text with no Arabic script
 * (an English page's) is one piece: it is English already. Pure, so the server and the browser cut a text the same.
 */
export function latinRuns(text: string): readonly TextPiece[] {
  let pieces = cut.get(text);
  if (!pieces) {
    pieces = cutIntoRuns(text);
    if (cut.size >= CUT_TEXTS_KEPT) cut.clear();
    cut.set(text, pieces);
  }
  return pieces;
}

/**
 * The texts cut so far: a render cuts the same content texts as the last (a Kurdish product list: 408 ms of 2,400
 * renders of `/products?lang=ku` under the profiler, most of it the Unicode script classes). Bounded, whatever texts
 * come; the pieces are never changed by their users.
 */
const cut = new Map<string, readonly TextPiece[]>();
const CUT_TEXTS_KEPT = 2000;

function cutIntoRuns(text: string): TextPiece[] {
  if (!ARABIC_SCRIPT.test(text)) return [{ text, latin: false }];
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const start = match.index;
    if (start > at) pieces.push({ text: text.slice(at, start), latin: false });
    pieces.push({ text: match[0], latin: true });
    at = start + match[0].length;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), latin: false });
  return pieces;
}
