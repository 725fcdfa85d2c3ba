import { commonEn } from './common.en';
import { commonKu } from './common.ku';
import { keyPaths, textProblems } from './text-checks';

const options = { kuLatinAllowed: ['language.en'], enArabicAllowed: ['language.ku'] };

describe('common texts', () => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(commonKu)).toEqual(keyPaths(commonEn));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(commonEn, commonKu, options)).toEqual([]);
  });

  it('names each language in its own script in both trees, for the toggle', () => {
    expect(commonEn.language).toEqual({ en: 'English', ku: 'کوردی' });
    expect(commonKu.language).toEqual({ en: 'English', ku: 'کوردی' });
  });

  it('keeps the year placeholder of the copyright line', () => {
    expect(commonKu.footer.copyright).toContain('{{year}}');
  });
});

describe('text checks', () => {
  it('reports missing and extra keys at any depth', () => {
    const problems = textProblems({ a: { b: 'x', c: 'y' } }, { a: { b: 'ب', d: 'د' } });
    expect(problems).toContain('ku is missing a.c');
    expect(problems).toContain('ku has extra key a.d');
  });

  it('reports empty strings, wrong scripts, Arabic look-alike letters and placeholder drift', () => {
    const en = { empty: 'Hi', latin: 'Send', arabic: 'Close', letters: 'Book', year: '© {{year}} Azmar' };
    const ku = { empty: ' ', latin: 'Send', arabic: 'داخستن', letters: 'كتێب', year: '© ئەزمەڕ' };
    const problems = textProblems({ ...en, arabic: 'داخستن' }, ku);
    expect(problems.some((p) => p.startsWith('ku empty is empty'))).toBe(true);
    expect(problems.some((p) => p.startsWith('ku latin is not in Arabic script'))).toBe(true);
    expect(problems.some((p) => p.startsWith('en arabic has Arabic script'))).toBe(true);
    expect(problems.some((p) => p.startsWith('ku letters uses Arabic letters'))).toBe(true);
    expect(problems.some((p) => p.startsWith('ku year placeholders'))).toBe(true);
  });

  it('lets numbers and allowed paths through', () => {
    expect(textProblems({ n: '404', w: 'English' }, { n: '404', w: 'English' }, { kuLatinAllowed: ['w'] })).toEqual([]);
  });
});
