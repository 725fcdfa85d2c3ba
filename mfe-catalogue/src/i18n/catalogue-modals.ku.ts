import type { CatalogueModalsTexts } from './catalogue-modals.en';

/** Central Kurdish (Sorani) of the `catalogue-modals` namespace. */
export const catalogueModalsKu: CatalogueModalsTexts = {
  service: {
    mechanicalPoultry: 'میکانیکی و پەلەوەرداری',
    featuredVideo: 'ڤیدیۆی هەڵبژێردراو',
    equipmentVideo: {
      title: 'دروستکردنی ئامێر',
      description:
        'لە پلێتی پۆڵاوە تا ئامێری تەواو: وەرشەکەمان هێڵی ئالیکدان، ئامێری پەڕلێکردنەوە و ساردکەرەوە بۆ کێڵگە و کارگەکانی پەلەوەر لە سەرانسەری هەرێمەکە دروست دەکات.',
    },
    detailedFeatures: 'تایبەتمەندییە وردەکان',
    overview: 'پوختەی خزمەتگوزاری',
    sectorBanner: 'کەرتی {{sector}}',
    sectorText: 'لە ساڵی ٢٠٠٤ەوە بەشێکە لە گرووپی ئەزمەڕ و خزمەت بە کڕیاران لە سەرانسەری هەرێمی کوردستان دەکات.',
  },
  project: {
    media: 'وێنە و ڤیدیۆکانی پڕۆژە',
    video: 'ڤیدیۆ',
    showMedia: 'پیشاندانی وێنە: {{caption}}',
    statistics: 'ئامارەکانی پڕۆژە',
    interviews: 'چاوپێکەوتنەکان',
    overview: 'پوختەی پڕۆژە',
    sector: 'کەرت: {{sector}}',
    stats: {
      totalLength: 'درێژیی گشتی',
      roadWidth: 'پانیی ڕێگا',
      lanes: 'هێڵەکانی ڕێگا',
      intersections: 'چوارڕێیانەکان',
      buildings: 'باڵەخانەکان',
      villas: 'ڤێلاکان',
      totalUnits: 'کۆی یەکەکان',
      totalArea: 'ڕووبەری گشتی',
      constructionYear: 'ساڵی دروستکردن',
      animalHealth: 'تەندروستیی ئاژەڵ',
      standards: 'پێوەر',
      yearEstablished: 'ساڵی دامەزراندن',
      productionPerHour: 'بەرهەمهێنان لە کاتژمێرێکدا',
      qualityControl: 'کۆنترۆڵی کوالیتی',
      distinction: 'دەستکەوت',
    },
    statValues: {
      km: '{{value}} کیلۆمەتر',
      meters: '{{value}} مەتر',
      squareMeters: '{{value}} مەتری چوارگۆشە',
      birdsPerHour: '{{value}} مریشک',
      certified: 'بڕوانامەدار',
      international: 'نێودەوڵەتی',
      daily: 'ڕۆژانە',
      bestInProvince: 'باشترین لە پارێزگاکەدا',
    },
  },
};
