import { commonEn } from './common.en';
import { commonKu } from './common.ku';
import { keyPaths, kurdishTextProblems, REPLACED_SORANI_FORMS, SORANI_TERMS, textProblems } from './text-checks';

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

  it("keeps the spec's 404 sentences in English and says plainly in Kurdish that the page was not found", () => {
    expect(commonEn.notFound.title).toBe('404 Page Not Found');
    expect(commonEn.notFound.text).toBe('Did you forget to add the page to the router?');
    expect(commonKu.notFound.title).toMatch(/^٤٠٤ /);
    expect(commonKu.notFound.text).toContain('نەدۆزرایەوە');
    // Not the router question: no question, no router (ڕێڕەو) for the visitor to wonder about.
    expect(commonKu.notFound.text).not.toMatch(/[؟?]|ڕێڕەو/);
  });

  it('names the sectors in the tagline with the one chosen term each', () => {
    const sectors = commonKu.company.tagline.split(' · ');
    expect(sectors).toContain(SORANI_TERMS.manufacturing);
    expect(sectors).toContain(SORANI_TERMS.mechanical);
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

  it('lets Eastern Arabic numbers and allowed paths through', () => {
    expect(textProblems({ n: '404', w: 'English' }, { n: '٤٠٤', w: 'English' }, { kuLatinAllowed: ['w'] })).toEqual([]);
  });

  it('reports ASCII and Persian digits in Kurdish text, but not inside placeholders', () => {
    expect(kurdishTextProblems('a', 'لە ساڵی 2004ەوە')).toEqual(['ku a has digits other than Eastern Arabic ٠-٩ (2004): لە ساڵی 2004ەوە']);
    expect(kurdishTextProblems('b', 'لە ساڵی ۲۰۰۴ەوە')[0]).toMatch(/^ku b has digits other than Eastern Arabic/);
    expect(kurdishTextProblems('c', '© {{year1}} ساڵی ٢٠٠٤ ${min2}')).toEqual([]);
    // × is a sign, not a Latin letter, in sizes such as ٢٠٠ × ١٠٠.
    expect(kurdishTextProblems('d', 'قەبارە: ٢٠٠ × ١٠٠ ملم')).toEqual([]);
  });

  it('reports English words in Kurdish text unless they are listed, and English-valued placeholders', () => {
    expect(kurdishTextProblems('a', 'تۆڕی کامێرای IP و NVR')).toEqual(['ku a has Latin letters (IP NVR): تۆڕی کامێرای IP و NVR']);
    expect(kurdishTextProblems('a', 'تۆڕی کامێرای IP و NVR', { latinWords: ['IP', 'NVR'] })).toEqual([]);
    expect(kurdishTextProblems('t', '${label} وەک ${type} دروست نییە')).toEqual([
      'ku t embeds ${type}, which is filled with an English word: ${label} وەک ${type} دروست نییە',
    ]);
  });

  it('reports a Kurdish text that names a concept without its chosen term', () => {
    const en = { s: 'Manufacturing and quality control', m: 'Planned maintenance' };
    const problems = textProblems(en, { s: 'بەرهەمهێنان و کۆنترۆڵی چۆنایەتی', m: 'چاکسازیی خولی' });
    expect(problems).toContain('ku s says manufacturing without «پیشەسازی»: بەرهەمهێنان و کۆنترۆڵی چۆنایەتی');
    expect(problems).toContain('ku s says quality without «کوالیتی»: بەرهەمهێنان و کۆنترۆڵی چۆنایەتی');
    expect(problems.filter((p) => p.startsWith('ku m '))).toEqual([]);
  });

  it('reports every form the review replaced, whole words only where asked', () => {
    for (const { form } of REPLACED_SORANI_FORMS) {
      const found = kurdishTextProblems('x', `ئەمە ${form} ە`).filter((p) => p.includes(`«${form}»`));
      expect(found, form).toHaveLength(1);
    }
    expect(kurdishTextProblems('x', 'بینین لەسەر مۆبایلەکەتان، ئەندازیاریی میکانیکی، بڕۆن بۆ')).toEqual([]);
    expect(kurdishTextProblems('x', 'کاشی پارکینگی بارگرانی')[0]).toContain('«بارگران»');
  });
});
