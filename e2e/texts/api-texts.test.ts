// The API's own words reach Kurdish readers too: the visitor's confirmation, the staff notification and the CSV
// export's header. The same text checks as every app's texts (script, digits, one term per concept, no replaced
// form), here as only this workspace may read the API's files beside the kit's checks.
import { describe, expect, it } from 'vitest';
import { textProblems } from '../../packages/kit/test/text-checks.ts';
import { MAIL_TEXTS } from '../../api/src/mail/mail-texts.ts';
import { CSV_HEADERS } from '../../api/src/staff/messages-csv.ts';

/** A texts tree with each function (a text with values put in) called, its values standing as placeholders. */
function asStrings(tree: object): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      if (typeof value === 'function') {
        const names = Array.from({ length: value.length }, (_, i) => `{{value${i + 1}}}`);
        return [key, String((value as (...args: string[]) => unknown)(...names))];
      }
      return [key, value !== null && typeof value === 'object' ? asStrings(value as object) : value];
    }),
  );
}

describe("the API's Kurdish texts", () => {
  it('the emails pass the text checks, the language codes in brackets being the one Latin allowed', () => {
    expect(
      textProblems(asStrings(MAIL_TEXTS.en), asStrings(MAIL_TEXTS.ku), { kuLatinAllowed: ['notification.languages.en', 'notification.languages.ku'] }),
    ).toEqual([]);
  });

  it("the CSV export's header passes the text checks", () => {
    expect(textProblems(CSV_HEADERS.en, CSV_HEADERS.ku)).toEqual([]);
  });

  it('would report a replaced form in an email (the check reads these texts)', () => {
    const ku = asStrings(MAIL_TEXTS.ku) as { confirmation: { noReply: string } };
    ku.confirmation.noReply = 'ئەم ئیمەیڵە خۆکارانە نێردراوە';
    expect(textProblems(asStrings(MAIL_TEXTS.en), ku, { kuLatinAllowed: ['notification.languages.en', 'notification.languages.ku'] })).toEqual(
      expect.arrayContaining([expect.stringContaining('replaced form «خۆکار»')]),
    );
  });
});
