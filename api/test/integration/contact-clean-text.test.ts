import { describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { postJson } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const valid = {
  name: 'Soran Ahmed',
  email: 'soran@example.com',
  phone: '+964 770 123 4567',
  message: 'I would like a quote for paver blocks.',
  language: 'ku',
};
/** Every character the rule names: zero-width and direction marks, embeddings and overrides, joiners and isolates, the BOM. */
const HIDDEN = [
  ...Array.from({ length: 5 }, (_, i) => 0x200b + i),
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 10 }, (_, i) => 0x2060 + i),
  0xfeff,
].map((code) => String.fromCodePoint(code));
const hiddenMessage = (label: string) =>
  `${label} must not contain invisible or text-direction characters (U+200B–U+200F, U+202A–U+202E, U+2060–U+2069, U+FEFF)`;

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`clean text in on ${database.label}`, () => {
    const api = useApi(database);
    const rows = async () => Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n);

    it('F4: the review’s spoofs are refused on their field, and nothing is stored', async () => {
      const before = await rows();
      const spoofs: [string, Record<string, string>, Record<string, string>][] = [
        ['a right-to-left override that shows "Invoice exe.jpg"', { name: 'Invoice \u202Egpj.exe' }, { name: hiddenMessage('Name') }],
        ['zero-width characters that show "admin"', { name: 'a\u200Bd\u200Cm\u200Di\u2060n' }, { name: hiddenMessage('Name') }],
        ['an address that shows another one', { email: 'boss@example.com\u202E\u2066moc.live@' }, { email: hiddenMessage('Email') }],
        ['a zero-width space in an address', { email: 'bo\u200bss@example.com' }, { email: hiddenMessage('Email') }],
        ['a look-alike letter in the local part', { email: 'ѕoran@example.com' }, { email: 'Please enter a valid email address' }],
        ['a Kurdish local part', { email: 'سۆران@example.com' }, { email: 'Please enter a valid email address' }],
        ['an isolate in the phone', { phone: '\u2067+964 770 123 4567\u2069' }, { phone: hiddenMessage('Phone') }],
        ['a byte order mark inside the message', { message: 'Please call me\uFEFF back about the blocks.' }, { message: hiddenMessage('Message') }],
      ];
      for (const [label, change, fields] of spoofs) {
        const answer = await postJson(api.url('/api/contact'), { ...valid, ...change });
        expect(answer.status, label).toBe(400);
        expect(answer.body, label).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields });
      }
      expect(await rows()).toBe(before);
    });

    it('F4: every character of the four ranges is refused in every text field', async () => {
      for (const character of HIDDEN) {
        for (const [field, label] of [
          ['name', 'Name'],
          ['email', 'Email'],
          ['phone', 'Phone'],
          ['message', 'Message'],
        ] as const) {
          const value = field === 'email' ? `so${character}ran@example.com` : `${valid[field]} ${character}x`;
          const answer = await postJson(api.url('/api/contact'), { ...valid, [field]: value });
          expect(answer.body, `U+${character.codePointAt(0)!.toString(16)} in ${field}`).toMatchObject({ fields: { [field]: hiddenMessage(label) } });
        }
      }
    });

    it('keeps Kurdish and mixed text that holds none of them, and an address with an international domain', async () => {
      const answer = await postJson(api.url('/api/contact'), {
        ...valid,
        name: 'شیلان عەزیز (Shilan)',
        email: 'shilan@bücher.example',
        message: 'داوای نرخنامە بۆ پانێڵی LED و ئامێری CNC دەکەین، IP67.',
      });
      expect(answer.status).toBe(201);
    });
  });
}
