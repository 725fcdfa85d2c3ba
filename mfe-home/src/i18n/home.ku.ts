import type { HomeTexts } from './home.en';

/** Central Kurdish (Sorani) of the `home` namespace. */
export const homeKu: HomeTexts = {
  home: {
    hero: {
      title: 'بنیاتنانی داهاتووی کوردستان',
      subtitle: 'بیناسازی، پیشەسازی، ئەلیکترۆنیات، ئەندازیاریی میکانیکی و پەلەوەرداری — گرووپێکی جێی متمانە لە ساڵی ٢٠٠٤ەوە.',
    },
  },
  about: {
    hero: {
      title: 'دەربارەی گرووپی ئەزمەڕ',
      subtitle: 'دوو دەیە بنیاتنان و بەرهەمهێنان و گەیاندن لە سەرانسەری هەرێمی کوردستان.',
    },
  },
};
