import type { InboxTexts } from './inbox.en';

/** Central Kurdish (Sorani) of the `inbox` namespace: the reader is addressed in the polite plural (ئێوە). */
export const inboxKu: InboxTexts = {
  inbox: {
    title: 'نامە هاتووەکان',
    intro: 'ئەو نامانەی لە پەڕەی پەیوەندییەوە نێردراون، نوێترینیان لە سەرەوە.',
    signIn: {
      title: 'چوونەژوورەوە',
      intro: 'بە هەژمارەکەتان بچنە ژوورەوە بۆ خوێندنەوەی نامەکان.',
      username: 'ناوی بەکارهێنەر',
      password: 'وشەی نهێنی',
      submit: 'بچنە ژوورەوە',
      wrong: 'ناوی بەکارهێنەر یان وشەی نهێنی هەڵەیە.',
      locked: 'هەوڵی هەڵە زۆر بوو. تکایە دوای {{wait}} دووبارە هەوڵ بدەنەوە.',
      failed: 'چوونەژوورەوە سەرکەوتوو نەبوو. تکایە دووبارە هەوڵ بدەنەوە.',
      expired: 'ماوەی چوونەژوورەوەکەتان بەسەرچوو. تکایە دووبارە بچنە ژوورەوە.',
    },
    bar: {
      signedInAs: 'چوونەتە ژوورەوە وەک',
      signOut: 'بچنە دەرەوە',
    },
    filters: {
      label: 'گەڕان و پاڵاوتنی نامەکان',
      search: 'گەڕان بەپێی ناو، ئیمەیڵ یان دەقی نامە',
      searchButton: 'بگەڕێن',
      language: 'زمان',
      state: 'دۆخ',
      all: 'هەمووی',
    },
    languages: {
      en: 'ئینگلیزی',
      ku: 'کوردی',
    },
    states: {
      waiting: 'چاوەڕوان',
      handled: 'چارەسەرکراو',
    },
    list: {
      label: 'نامەکان',
      count: 'نامە دۆزراوەکان: {{n}}',
      empty: 'هیچ نامەیەک نەدۆزرایەوە.',
      loading: 'نامەکان بار دەکرێن…',
      failed: 'نامەکان بار نەکران.',
      retry: 'دووبارە هەوڵ بدەنەوە',
      name: 'ناو',
      email: 'ئیمەیڵ',
      date: 'کاتی گەیشتن',
      language: 'زمان',
      state: 'دۆخ',
    },
    pager: {
      label: 'پەڕەکانی لیستەکە',
      previous: 'پەڕەی پێشوو',
      next: 'پەڕەی دواتر',
      status: 'پەڕەی {{page}} لە {{pages}}',
    },
    export: 'داگرتنی لیستەکە وەک فایلی CSV',
    message: {
      back: 'گەڕانەوە بۆ نامەکان',
      phone: 'تەلەفۆن',
      noPhone: 'ژمارەی تەلەفۆن نەدراوە',
      text: 'نامە',
      reply: 'وەڵامدانەوە بە ئیمەیڵ',
      replySubject: 'وەڵام: نامەکەتان بۆ گرووپی ئەزمەڕ',
      markHandled: 'وەک چارەسەرکراو دیاری بکەن',
      markWaiting: 'وەک چاوەڕوان دیاری بکەن',
      handledBy: '{{username}} لە {{date}}دا چارەسەری کرد',
      notHandled: 'هێشتا چارەسەر نەکراوە',
      notFound: 'ئەم نامەیە بوونی نییە.',
      changeFailed: 'گۆڕانکارییەکە پاشەکەوت نەکرا. تکایە دووبارە هەوڵ بدەنەوە.',
    },
  },
};
