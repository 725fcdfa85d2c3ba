import type { CommonTexts } from './common.en';

/**
 * Central Kurdish (Sorani) of the `common` namespace. Visitors are addressed in the polite plural
 * (بکەن، بزانن), as a company in Sulaymaniyah writes to its customers.
 */
export const commonKu: CommonTexts = {
  company: {
    name: 'گرووپی ئەزمەڕ',
  },
  nav: {
    home: 'سەرەکی',
    about: 'دەربارەی ئێمە',
    services: 'خزمەتگوزارییەکان',
    projects: 'پڕۆژەکان',
    products: 'بەرهەمەکان',
    contact: 'پەیوەندی',
    inbox: 'نامە هاتووەکان',
    team: 'تیمەکەمان',
    mainLabel: 'ڕێنیشاندەری سەرەکی',
  },
  header: {
    openMenu: 'کردنەوەی مێنیو',
    closeMenu: 'داخستنی مێنیو',
    switchLanguage: 'گۆڕینی زمان',
    homeLink: 'پەڕەی سەرەکیی گرووپی ئەزمەڕ',
    skipToContent: 'بازدان بۆ ناوەڕۆکی سەرەکی',
  },
  language: {
    en: 'English',
    ku: 'کوردی',
  },
  footer: {
    description:
      'گرووپی ئەزمەڕ لە ساڵی ٢٠٠٤ەوە ڕێگا و خانوو و کارگەی لە سەرانسەری هەرێمی کوردستان دروست کردووە و ئەو کەرەستە و ئامێرانەش بەرهەم دەهێنێت کە تێیاندا بەکار دێن.',
    quickLinks: 'بەستەرە خێراکان',
    contactInfo: 'زانیاریی پەیوەندی',
    followUs: 'لە تۆڕە کۆمەڵایەتییەکان لەگەڵمان بن',
    address: 'ناونیشان',
    phone: 'تەلەفۆن',
    email: 'ئیمەیڵ',
    copyright: '© {{year}} گرووپی ئەزمەڕ. هەموو مافەکان پارێزراون.',
  },
  notFound: {
    // No «٤٠٤» in the title: the page shows it above. Plain words for the visitor; the English keeps the sentence about
    // the router (docs/product.md §3, §21).
    title: 'پەڕەکە نەدۆزرایەوە',
    text: 'ئەو پەڕەیەی بەدوایدا دەگەڕێن بوونی نییە یان گوازراوەتەوە.',
    backHome: 'گەڕانەوە بۆ پەڕەی سەرەکی',
  },
  remote: {
    loadErrorTitle: 'نەتوانرا ئەم بەشە بار بکرێت',
    loadErrorText: 'بەشەکانی تری ماڵپەڕەکە وەک خۆیان کار دەکەن. پەیوەندیی ئینتەرنێتەکەتان بپشکنن و دووبارە هەوڵ بدەنەوە.',
    renderErrorTitle: 'هەڵەیەک لەم بەشەدا ڕوویدا',
    renderErrorText: 'بەشەکانی تری ماڵپەڕەکە وەک خۆیان کار دەکەن. دووبارە هەوڵی بارکردنی ئەم بەشە بدەنەوە.',
    retry: 'هەوڵدانەوە',
  },
  actions: {
    learnMore: 'زیاتر بزانن',
    contactUs: 'پەیوەندیمان پێوە بکەن',
    viewDetails: 'بینینی وردەکاری',
    viewAll: 'بینینی هەمووی',
    getQuote: 'داوای نرخنامە بکەن',
    readMore: 'زیاتر بخوێننەوە',
    send: 'ناردن',
    loading: 'بار دەکرێت…',
    success: 'سەرکەوتوو بوو',
    close: 'داخستن',
  },
  errors: {
    generic: 'هەڵەیەک ڕوویدا.',
    title: 'هەڵە',
  },
  contactResult: {
    success: 'سوپاس بۆ نامەکەتان. بەم زووانە وەڵامتان دەدەینەوە.',
    failure: 'ناردنی نامەکە سەرکەوتوو نەبوو. تکایە دووبارە هەوڵ بدەنەوە.',
  },
  media: {
    videoFallback: 'وێبگەڕەکەتان پشتگیریی لێدانی ڤیدیۆ ناکات.',
  },
  toast: {
    regionLabel: 'ئاگادارکردنەوەکان',
  },
  sectors: {
    construction: 'بیناسازی',
    manufacturing: 'پیشەسازی',
    electronics: 'ئەلیکترۆنیات',
    mechanical: 'میکانیکی',
    poultry: 'پەلەوەرداری',
  },
  statuses: {
    completed: 'تەواوکراو',
    ongoing: 'بەردەوام',
    planned: 'لە پلاندایە',
  },
  categories: {
    paverBlocks: 'بلۆکی شۆستە',
    parkingTiles: 'کاشیی پارکینگ',
    rubberPavers: 'شۆستەی لاستیکی',
    electronics: 'ئەلیکترۆنیات',
    poultryEquipment: 'ئامێری پەلەوەرداری',
  },
};
