import type { CommonTexts } from './common.en';

/**
 * Central Kurdish (Sorani) of the `common` namespace. Visitors are addressed in the polite plural
 * (بکەن، بزانن), as a company in Sulaymaniyah writes to its customers.
 */
export const commonKu: CommonTexts = {
  company: {
    name: 'گرووپی ئەزمەڕ',
    tagline: 'بیناسازی · پیشەسازی · ئەلیکترۆنیات · میکانیکی · پەلەوەرداری',
  },
  nav: {
    home: 'سەرەکی',
    about: 'دەربارە',
    services: 'خزمەتگوزارییەکان',
    projects: 'پڕۆژەکان',
    products: 'بەرهەمەکان',
    contact: 'پەیوەندی',
    team: 'تیمەکەمان',
    mainLabel: 'ڕێنیشاندەری سەرەکی',
  },
  header: {
    openMenu: 'کردنەوەی لیست',
    closeMenu: 'داخستنی لیست',
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
      'گرووپی ئەزمەڕ لە ساڵی ٢٠٠٤ەوە ڕێگاوبان و خانووبەرە و کارگەی لە سەرانسەری هەرێمی کوردستان بنیات ناوە، هەروەها ئەو کەرەستە و ئامێر و پێداویستییانەش بەرهەم دەهێنێت کە لەو کارانەدا بەکار دەهێنرێن.',
    quickLinks: 'بەستەرە خێراکان',
    contactInfo: 'زانیاریی پەیوەندی',
    followUs: 'بەدوامان بکەون',
    address: 'ناونیشان',
    phone: 'تەلەفۆن',
    email: 'ئیمەیڵ',
    copyright: '© {{year}} گرووپی ئەزمەڕ. هەموو مافەکان پارێزراون.',
  },
  notFound: {
    title: '٤٠٤ پەڕەکە نەدۆزرایەوە',
    // Plain words for the visitor; the English keeps the spec's sentence about the router.
    text: 'ئەو پەڕەیەی بەدوایدا دەگەڕێن نەدۆزرایەوە.',
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
    getQuote: 'داوای نرخ بکەن',
    readMore: 'زیاتر بخوێننەوە',
    send: 'ناردن',
    loading: 'بار دەکرێت...',
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
};
