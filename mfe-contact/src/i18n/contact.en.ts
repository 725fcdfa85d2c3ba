/** The `contact` namespace of mfe-contact (/contact). `contact.ku.ts` has the same keys. */
export const contactEn = {
  contact: {
    hero: {
      title: 'Contact Us',
      subtitle: 'Tell us about your project. Our team in Sulaymaniyah will answer within one working day.',
    },
  },
};
export type ContactTexts = typeof contactEn;
