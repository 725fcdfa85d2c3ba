import type { HomeTexts } from './home.en';

/** Central Kurdish (Sorani) of the `home` namespace. */
export const homeKu: HomeTexts = {
  home: {
    hero: {
      title: 'بنیاتنانی داهاتووی کوردستان',
      subtitle: 'بیناسازی، پیشەسازی، ئەلیکترۆنیات، ئەندازیاریی میکانیکی و پەلەوەرداری — گرووپێکی جێی متمانە لە ساڵی ٢٠٠٤ەوە.',
      partnership: 'بە هاوبەشی لەگەڵ {{partner}}',
      themesLabel: 'ئەوەی ئێمە دەیکەین',
    },
    /** Completes the generic labels of links to /about (Learn More, View Details) for screen readers. */
    aboutLinkPurpose: 'دەربارەی گرووپی ئەزمەڕ',
    about: {
      title: 'دەربارەی گرووپی ئەزمەڕ',
      text: 'لە ساڵی {{year}}ەوە ڕێگا و خانوو و کارگەمان لە سەرانسەری هەرێمی کوردستان دروست کردووە و ئەو کەرەستە و ئامێرانەش بەرهەم دەهێنین کە تێیاندا بەکار دێن، لە {{sectors}} کەرتدا.',
      partnershipTitle: 'هاوبەشیی ستراتیژی',
      partnershipText: 'لەگەڵ {{partner}} پڕۆژەی گەورە دەگرینە ئەستۆ کە هیچ لایەکمان بە تەنها ناتوانێت جێبەجێیان بکات.',
    },
    features: {
      title: 'گەیاندن و کوالیتییەک کە دەتوانن پشتی پێ ببەستن',
      transportation: {
        title: 'گواستنەوە',
        text: 'کەرەستە و ئامێرەکان بە بارهەڵگرەکانی خۆمان دەگەیەنینە شوێنی کارەکەتان.',
        points: {
          packaging: 'پێچانەوە و هەڵگرتنی پارێزراو',
          delivery: 'گەرەنتیی گەیاندن لە کاتی خۆیدا',
          tracking: 'بەدواداچوونی ڕاستەوخۆ',
          protection: 'پاراستن لە زیان و تێکچوون',
        },
      },
      quality: {
        title: 'کوالیتی',
        text: 'هەموو بەرهەم و پڕۆژەیەک پێش ئەوەی بگاتە دەستتان پشکنینی بۆ دەکرێت.',
        points: {
          iso: 'پرۆسەی کاری خاوەن بڕوانامەی ئایزۆ',
          audits: 'وردبینیی خولیی کوالیتی',
          materials: 'تەنها باشترین کەرەستە',
          satisfaction: 'گەرەنتیی ڕەزامەندیی کڕیار',
        },
      },
    },
    team: {
      title: 'تیمەکەمان',
      subtitle: 'ئەو کەسانەی کارەکانمان لە هەموو کەرتەکاندا بەڕێوە دەبەن.',
    },
    cta: {
      title: 'ئامادەن پڕۆژەکەتان دەست پێ بکەن؟',
      text: 'پێمان بڵێن چیتان پێویستە، تیمەکەمان نرخنامەیەکتان بۆ ئامادە دەکات.',
    },
  },
  about: {
    hero: {
      title: 'دەربارەی گرووپی ئەزمەڕ',
      subtitle: 'دوو دەیە لە بنیاتنان و بەرهەمهێنان و گەیاندن لە سەرانسەری هەرێمی کوردستان.',
    },
  },
  stats: {
    label: 'ئامارەکانی گرووپ',
    value: '{{value}}+',
    years: 'ساڵ ئەزموون',
    teamMembers: 'ئەندامی تیم',
    sectors: 'کەرت',
    successfulProjects: 'پڕۆژەی سەرکەوتوو',
    projectsCompleted: 'پڕۆژەی تەواوکراو',
    satisfiedClients: 'کڕیاری ڕازی',
    engineers: 'ئەندازیار',
  },
  people: {
    photoAlt: 'وێنەی {{name}}، {{position}}',
  },
};
