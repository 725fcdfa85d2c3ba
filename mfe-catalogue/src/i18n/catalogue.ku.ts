import type { CatalogueTexts } from './catalogue.en';

/** Central Kurdish (Sorani) of the `catalogue` namespace. */
export const catalogueKu: CatalogueTexts = {
  services: {
    hero: {
      title: 'خزمەتگوزارییەکانمان',
      subtitle: 'چوار کەرت و یەک پێوەری کوالیتی: بیناسازی، پیشەسازی، ئەلیکترۆنیات و ئەندازیاریی میکانیکی.',
    },
  },
  projects: {
    hero: {
      title: 'پڕۆژەکانمان',
      subtitle: 'ڕێگاوبان، خانووبەرە، پیشەسازی و کشتوکاڵ: ئەو کارانەی لە سەرانسەری هەرێمەکەدا جێبەجێمان کردوون.',
    },
  },
  products: {
    hero: {
      title: 'بەرهەمەکانمان',
      subtitle: 'بلۆکی شۆستە، ئەلیکترۆنیات و ئامێری پەلەوەرداری بەو پێوەرانە دروست و دابین دەکرێن کە پڕۆژەکانمان داوایان دەکەن.',
    },
  },
  list: {
    loadError: 'ئەم لیستە بار نەکرا. پەیوەندیی ئینتەرنێتەکەتان بپشکنن و دووبارە هەوڵ بدەنەوە.',
  },
  cards: {
    features: 'تایبەتمەندییە سەرەکییەکان',
    specifications: 'وردەکارییە تەکنیکییەکان',
    showDetails: 'پیشاندانی وردەکاری',
    hideDetails: 'شاردنەوەی وردەکاری',
    partnershipGallery: 'هاوبەشیی بازرگانی',
    showPhoto: 'پیشاندانی وێنەی {{number}} لە {{total}}',
  },
};
