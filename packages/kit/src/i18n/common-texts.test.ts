import { commonEn } from './common.en';
import { commonKu } from './common.ku';
import { buttonStyle, keyPaths, kurdishTextProblems, REPLACED_SORANI_FORMS, SORANI_TERM_RULES, termProblems, textProblems } from '../../test/text-checks';

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

  it('keeps the 404 sentences of docs/product.md §3 in English and says plainly in Kurdish that the page was not found', () => {
    expect(commonEn.notFound.title).toBe('404 Page Not Found');
    expect(commonEn.notFound.text).toBe('Did you forget to add the page to the router?');
    // The page shows «٤٠٤» above its title: the title does not say it again.
    expect(commonKu.notFound.title).toBe('پەڕەکە نەدۆزرایەوە');
    expect(commonKu.notFound.text).toBe('ئەو پەڕەیەی بەدوایدا دەگەڕێن بوونی نییە یان گوازراوەتەوە.');
    // Not the router question: no question, no router (ڕێڕەو) for the visitor to wonder about.
    expect(commonKu.notFound.text).not.toMatch(/[؟?]|ڕێڕەو/);
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
    const en = { s: 'Construction, manufacturing and quality control', m: 'Planned maintenance' };
    const problems = textProblems(en, { s: 'بیناسازی، بەرهەمهێنان و کۆنترۆڵی چۆنایەتی', m: 'چاکسازیی خولی' });
    expect(problems).toContain('ku s says manufacturing (the sector) without «پیشەسازی»: بیناسازی، بەرهەمهێنان و کۆنترۆڵی چۆنایەتی');
    expect(problems).toContain('ku s says quality without «کوالیتی»: بیناسازی، بەرهەمهێنان و کۆنترۆڵی چۆنایەتی');
    expect(problems.filter((p) => p.startsWith('ku m '))).toEqual([]);
  });

  it('asks for پیشەسازی for the manufacturing sector only, not for making equipment or a supervisor of production', () => {
    expect(termProblems('a', 'Manufacturing', 'بەرهەمهێنان')).toHaveLength(1);
    expect(termProblems('b', 'Equipment Manufacturing', 'دروستکردنی ئامێر')).toEqual([]);
    expect(termProblems('c', 'Manufacturing Supervisor', 'سەرپەرشتیاری بەرهەمهێنان')).toEqual([]);
  });

  it.each([
    ['WhatsApp', 'Chat on WhatsApp', 'گفتوگۆ لە واتسئەپ', 'گفتوگۆ لە واتسئاپ'],
    ['technology', 'Advanced Technology', 'تەکنەلۆجیای پێشکەوتوو', 'تەکنەلۆژیای پێشکەوتوو'],
    ['team or staff', 'Our Staff', 'کارمەندەکانمان', 'تیمەکەمان'],
    ['quality assurance', 'Quality Assurance', 'دڵنیاکردنەوەی کوالیتی', 'دڵنیایی کوالیتی'],
    ['poultry equipment', 'Poultry Equipment', 'ئامێرەکانی پەلەوەرداری', 'ئامێری پەلەوەرداری'],
    ['workshop', 'in our workshop', 'لە کارگەکەماندا', 'لە وەرشەکەماندا'],
    ['standard', 'Standards', 'ستاندارد', 'پێوەر'],
    ['automatic', 'Automatic Pan Feeder Line', 'هێڵی ئالیکدانی خۆکار', 'هێڵی ئالیکدانی ئۆتۆماتیکی'],
    ['planned (the status)', 'planned', 'پلان بۆ داڕێژراو', 'لە پلاندایە'],
    ['completed (the status)', 'completed', 'تەواوبوو', 'تەواوکراو'],
    ['rubber pavers', 'A rubber paver', 'بلۆکێکی لاستیکی', 'شۆستەیەکی لاستیکی'],
    ['inverter', 'Solar inverters', 'ئینڤێرتەری خۆری', 'گۆڕەری کارەبای خۆری'],
    ['square metre', '50 blocks per m²', '٥٠ بلۆک بۆ هەر م٢', '٥٠ بلۆک بۆ هەر مەترێکی چوارگۆشە'],
    // The third review's table of one term per concept (issue 35).
    ['quote', 'Get Quote', 'داوای نرخ بکەن', 'داوای نرخنامە بکەن'],
    ['call', 'Call Now', 'ئێستا پەیوەندی بکەن', 'ئێستا تەلەفۆن بکەن'],
    ['contact', 'Contact Info', 'زانیاریی تەلەفۆن', 'زانیاریی پەیوەندی'],
    ['equipment or machine', 'Modern machinery', 'کەلوپەلی نوێ', 'ئامێری نوێ'],
    ['the company (the group)', 'Company figures', 'ژمارەکانی کۆمپانیا', 'ئامارەکانی گرووپ'],
    ['sector', 'Filter by sector', 'پاڵاوتن بەپێی بوار', 'پاڵاوتن بەپێی کەرت'],
    ['our fleet', 'Our own fleet brings materials', 'ئۆتۆمبێلەکانی خۆمان', 'بارهەڵگرەکانی خۆمان'],
    ['birds counted', 'up to 3,000 birds per hour', 'تا ٣٬٠٠٠ پەلەوەر لە کاتژمێرێکدا', 'تا ٣٬٠٠٠ مریشک لە کاتژمێرێکدا'],
    ['birds counted', '{{value}} birds', '{{value}} پەلەوەر', '{{value}} مریشک'],
    ['broiler', 'Dukan Broiler Farm', 'کێڵگەی پەلەوەری دوکان', 'کێڵگەی مریشکی گۆشت لە دوکان'],
    ['menu', 'Open menu', 'کردنەوەی لیست', 'کردنەوەی مێنیو'],
    ['after-sales service', 'after-sales care', 'خزمەتی دوای فرۆشتن', 'خزمەتگوزاریی دوای فرۆشتن'],
    ['pedestrian', 'pedestrian streets', 'شەقامی پیاسە', 'شەقامی پیادە'],
    ['operations', 'Operations Director', 'بەڕێوەبەری کارگێڕی', 'بەڕێوەبەری ئۆپەراسیۆن'],
  ])('reports %s said otherwise, and lets its term through', (concept, en, wrong, right) => {
    expect(termProblems('x', en, wrong)).toEqual([
      `ku x says ${concept} without «${SORANI_TERM_RULES.find((rule) => rule.concept === concept)?.kurdish}»: ${wrong}`,
    ]);
    expect(termProblems('x', en, right)).toEqual([]);
  });

  it('takes a superscript digit for the Latin digit it is (م², م³)', () => {
    expect(kurdishTextProblems('a', '١٬٢٠٠ م² بلۆک')[0]).toMatch(/^ku a has digits other than Eastern Arabic ٠-٩ \(²\)/);
    expect(kurdishTextProblems('b', 'چڕی: ١٬٠٠٠ کگم/م³')[0]).toMatch(/^ku b has digits other than Eastern Arabic ٠-٩ \(³\)/);
  });

  it('keeps a listed Latin code whole in Latin (IP67) and reports one written with Eastern Arabic digits', () => {
    expect(kurdishTextProblems('a', 'بەرگەگری کەشوهەوا بەپێی IP67', { latinWords: ['IP67'] })).toEqual([]);
    expect(kurdishTextProblems('b', 'بەرگەگری کەشوهەوا بەپێی IP٦٧', { latinWords: ['IP'] })).toEqual([
      'ku b writes a Latin code with Eastern Arabic digits (P٦): write it all in Latin, e.g. IP67: بەرگەگری کەشوهەوا بەپێی IP٦٧',
    ]);
    // Not listed: a Latin word, and its digits too.
    expect(kurdishTextProblems('c', 'بەپێی IP67')).toHaveLength(2);
    expect(kurdishTextProblems('d', 'چاودێری لە ڕێگەی Wi-Fi', { latinWords: ['IP'] })[0]).toContain('(Wi-Fi)');
  });

  it('reports every form the review replaced, whole words only where asked', () => {
    for (const { form } of REPLACED_SORANI_FORMS) {
      const found = kurdishTextProblems('x', `ئەمە ${form} ە`).filter((p) => p.includes(`«${form}»`));
      expect(found, form).toHaveLength(1);
    }
    expect(kurdishTextProblems('x', 'بینین لەسەر مۆبایلەکەتان، ئەندازیاریی میکانیکی، بڕۆن بۆ')).toEqual([]);
    expect(kurdishTextProblems('x', 'کاشی پارکینگی بارگرانی')[0]).toContain('«بارگران»');
  });

  it.each([
    ['داوای نرخنامە بکەن', 'imperative'],
    ['زیاتر بزانن', 'imperative'],
    ['ئیمەیڵ بنێرن', 'imperative'],
    ['لە نەخشەدا بیکەنەوە', 'imperative'],
    ['بچنە ژوورەوە', 'imperative'],
    ['دووبارە هەوڵ بدەنەوە', 'imperative'],
    ['بینینی وردەکاری', 'verbal noun'],
    ['ناردن', 'verbal noun'],
    ['گەڕانەوە بۆ پەڕەی سەرەکی', 'verbal noun'],
    ['گفتوگۆ لە واتسئاپ', 'verbal noun'],
    ['پیشاندانی وێنە: بینین', 'verbal noun'],
  ])('reads the button «%s» as the %s style', (label, style) => {
    expect(buttonStyle(label)).toBe(style);
  });

  it('takes a bare نرخ for a quote said otherwise, and lets نرخنامە through', () => {
    expect(kurdishTextProblems('a', 'داوای نرخ بکەن')[0]).toContain('«نرخ»');
    expect(kurdishTextProblems('b', 'پێشنیار و نرخێکتان بۆ دەنێرین')[0]).toContain('«نرخ»');
    expect(kurdishTextProblems('c', 'داوای نرخنامە بکەن، نرخنامەیەکتان بۆ ئامادە دەکەین')).toEqual([]);
  });

  it('takes three full stops for the ellipsis said otherwise, and ڕێگە for ڕێگا', () => {
    expect(kurdishTextProblems('a', 'بار دەکرێت...')).toEqual(['ku a has the replaced form «...» (the ellipsis is one character: …): بار دەکرێت...']);
    expect(kurdishTextProblems('b', 'بار دەکرێت…')).toEqual([]);
    expect(kurdishTextProblems('c', 'لە ڕێگەی وایفای')[0]).toContain('«ڕێگە»');
    expect(kurdishTextProblems('d', 'لە ڕێگای وایفای، پانیی ڕێگا')).toEqual([]);
  });

  it('takes مریشکی گۆشتی for a broiler said otherwise, but not مریشکی گۆشت with a case ending', () => {
    expect(kurdishTextProblems('a', 'هەشت هۆڵی نوێی مریشکی گۆشتی بۆ')[0]).toContain('«مریشکی گۆشتی»');
    expect(kurdishTextProblems('b', 'لە هۆڵی مریشکی گۆشتدا، هۆڵەکانی مریشکی گۆشت و هێلکە')).toEqual([]);
  });
});
