import type { AboutKind, ContactSourcePage } from '@azmar/contract/content/contact-context';
import type { Language } from '@azmar/contract/content/language';

/**
 * Every word of the two emails, in English and Kurdish Sorani (polite plural, Eastern Arabic digits added by the
 * composer). The staff notification is in the staff's language (`MAIL_STAFF_LANGUAGE`); the confirmation in the
 * language the visitor wrote in.
 */
export interface MailTexts {
  notification: {
    subject: (name: string) => string;
    subjectNoName: string;
    intro: string;
    name: string;
    email: string;
    phone: string;
    noPhone: string;
    language: string;
    received: string;
    page: string;
    about: string;
    number: string;
    answer: (email: string) => string;
    languages: Record<Language, string>;
    pages: Record<ContactSourcePage, string>;
    kinds: Record<AboutKind, string>;
    /** An item deleted since the message came. */
    gone: (kind: string, id: string) => string;
  };
  confirmation: {
    subject: string;
    greeting: string;
    thanks: string;
    received: (date: string) => string;
    number: (id: string) => string;
    noReply: string;
    notYou: string;
    signature: string;
  };
  /** `(Sulaymaniyah time)` after a time. */
  companyTime: string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    notification: {
      subject: (name) => `Website message from ${name}`,
      subjectNoName: 'Website message from a visitor',
      intro: 'A visitor sent a message through the contact form of the website.',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      noPhone: '(none)',
      language: 'Language',
      received: 'Received',
      page: 'From page',
      about: 'About',
      number: 'Message',
      answer: (email) => `Answer it by replying to this email (it goes to ${email}), and mark it handled in the inbox:`,
      languages: { en: 'English (en)', ku: 'Kurdish Sorani (ku)' },
      pages: { home: 'Home', about: 'About', services: 'Services', projects: 'Projects', products: 'Products' },
      kinds: { service: 'Service', project: 'Project', product: 'Product' },
      gone: (kind, id) => `${kind} ${id} (no longer listed)`,
    },
    confirmation: {
      subject: 'We have received your message – Azmar Group',
      greeting: 'Hello,',
      thanks: 'Thank you for writing to Azmar Group.',
      received: (date) => `We received your message on ${date} and will answer you by email as soon as we can.`,
      number: (id) => `Your message number: ${id}`,
      noReply: 'This email was sent automatically; you do not need to answer it.',
      notYou: 'If you did not write to us, please ignore this email: nothing more will be sent to you.',
      signature: 'Azmar Group',
    },
    companyTime: '(Sulaymaniyah time)',
  },
  ku: {
    notification: {
      subject: (name) => `نامەی ماڵپەڕ لە ${name}`,
      subjectNoName: 'نامەی ماڵپەڕ لە میوانێک',
      intro: 'میوانێک لە ڕێگای فۆرمی پەیوەندیی ماڵپەڕەوە نامەیەکی ناردووە.',
      name: 'ناو',
      email: 'ئیمەیڵ',
      phone: 'تەلەفۆن',
      noPhone: '(نەدراوە)',
      language: 'زمان',
      received: 'کاتی گەیشتن',
      page: 'لە پەڕەی',
      about: 'دەربارەی',
      number: 'ژمارەی نامە',
      answer: (email) => `بە وەڵامدانەوەی ئەم ئیمەیڵە وەڵامی بدەنەوە (بۆ ${email} دەچێت)، و لە نامە هاتووەکاندا وەک چارەسەرکراو دیاری بکەن:`,
      languages: { en: 'ئینگلیزی (en)', ku: 'کوردیی سۆرانی (ku)' },
      pages: { home: 'سەرەکی', about: 'دەربارەی ئێمە', services: 'خزمەتگوزارییەکان', projects: 'پڕۆژەکان', products: 'بەرهەمەکان' },
      kinds: { service: 'خزمەتگوزاری', project: 'پڕۆژە', product: 'بەرهەم' },
      gone: (kind, id) => `${kind}ی ژمارە ${id} (ئێستا لە ماڵپەڕدا نییە)`,
    },
    confirmation: {
      subject: 'نامەکەتان گەیشت – گرووپی ئەزمەڕ',
      greeting: 'سڵاو،',
      thanks: 'سوپاس کە نامەتان بۆ گرووپی ئەزمەڕ نارد.',
      received: (date) => `نامەکەتان لە ${date} پێمان گەیشت و بە زووترین کات بە ئیمەیڵ وەڵامتان دەدەینەوە.`,
      number: (id) => `ژمارەی نامەکەتان: ${id}`,
      noReply: 'ئەم ئیمەیڵە بە شێوەیەکی ئۆتۆماتیکی نێردراوە؛ پێویست ناکات وەڵامی بدەنەوە.',
      notYou: 'ئەگەر ئێوە نامەتان بۆ ئێمە نەناردووە، تکایە ئەم ئیمەیڵە پشتگوێ بخەن: هیچ ئیمەیڵێکی ترتان بۆ نانێردرێت.',
      signature: 'گرووپی ئەزمەڕ',
    },
    companyTime: '(بە کاتی سلێمانی)',
  },
};
