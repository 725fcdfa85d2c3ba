import type { ContactTexts } from './contact.en';

/** Central Kurdish (Sorani) of the `contact` namespace. */
export const contactKu: ContactTexts = {
  contact: {
    hero: {
      title: 'پەیوەندیمان پێوە بکەن',
      subtitle: 'دەربارەی پڕۆژەکەتان پێمان بڵێن. تیمەکەمان لە سلێمانی لە ماوەی یەک ڕۆژی کاردا وەڵامتان دەداتەوە.',
    },
  },
};
