import type { Locale } from 'antd/es/locale';

/**
 * antd's texts in Central Kurdish (Sorani, Arabic script). antd ships none: its `ku_IQ` is Kurmanji in Latin script.
 * Modelled key for key on `antd/es/locale/en_US`, for the parts the staff area's components read (the antd-staff
 * group; Pagination comes from @rc-component there and is written out so nothing falls back to English). A component
 * added to the group may read another part: the test names the parts and the components.
 */
export const antdLocaleCkb: Locale = {
  locale: 'ckb',
  Pagination: {
    items_per_page: '/ پەڕە',
    jump_to: 'بڕۆن بۆ',
    jump_to_confirm: 'پشتڕاستکردنەوە',
    page: 'پەڕە',
    prev_page: 'پەڕەی پێشوو',
    next_page: 'پەڕەی دواتر',
    prev_5: '٥ پەڕە بۆ دواوە',
    next_5: '٥ پەڕە بۆ پێشەوە',
    prev_3: '٣ پەڕە بۆ دواوە',
    next_3: '٣ پەڕە بۆ پێشەوە',
    page_size: 'قەبارەی پەڕە',
  },
  global: {
    placeholder: 'تکایە هەڵبژێرن',
    close: 'داخستن',
    sortable: 'دەکرێت ڕیز بکرێت',
    show: 'پیشاندان',
    hide: 'شاردنەوە',
  },
  Table: {
    filterTitle: 'مێنیوی پاڵاوتن',
    filterConfirm: 'باشە',
    filterReset: 'گەڕاندنەوە بۆ سەرەتا',
    filterEmptyText: 'هیچ پاڵاوتنێک نییە',
    filterCheckAll: 'هەڵبژاردنی هەموو بڕگەکان',
    filterSearchPlaceholder: 'گەڕان لە پاڵاوتنەکاندا',
    emptyText: 'هیچ زانیارییەک نییە',
    selectAll: 'هەڵبژاردنی ئەم پەڕەیە',
    selectInvert: 'پێچەوانەکردنەوەی هەڵبژاردنی ئەم پەڕەیە',
    selectNone: 'لابردنی هەموو هەڵبژاردنەکان',
    selectionAll: 'هەڵبژاردنی هەموو زانیارییەکان',
    sortTitle: 'ڕیزکردن',
    expand: 'کردنەوەی ڕیز',
    collapse: 'داخستنی ڕیز',
    triggerDesc: 'کرتە بکەن بۆ ڕیزکردن لە گەورەوە بۆ بچووک',
    triggerAsc: 'کرتە بکەن بۆ ڕیزکردن لە بچووکەوە بۆ گەورە',
    cancelSort: 'کرتە بکەن بۆ هەڵوەشاندنەوەی ڕیزکردن',
  },
  Modal: {
    okText: 'باشە',
    cancelText: 'هەڵوەشاندنەوە',
    justOkText: 'باشە',
  },
  Upload: {
    uploading: 'بار دەکرێتە سەر…',
    removeFile: 'لابردنی فایل',
    uploadError: 'هەڵە لە بارکردندا',
    previewFile: 'بینینی فایل',
    downloadFile: 'داگرتنی فایل',
  },
  Empty: {
    description: 'هیچ زانیارییەک نییە',
  },
  Form: {
    optional: '(ئارەزوومەندانە)',
    defaultValidateMessages: {
      default: 'هەڵە لە پشکنینی خانەی ${label}دا',
      required: 'تکایە ${label} بنووسن',
      enum: '${label} دەبێت یەکێک بێت لەمانە: [${enum}]',
      whitespace: '${label} نابێت تەنها بۆشایی بێت',
      date: {
        format: 'شێوازی ڕێکەوتی ${label} هەڵەیە',
        parse: '${label} ناکرێت بکرێت بە ڕێکەوت',
        invalid: '${label} ڕێکەوتێکی نادروستە',
      },
      // One sentence per type: en_US's shared template puts `${type}` (an English word) into the text.
      types: {
        string: '${label} دەقێکی دروست نییە',
        method: '${label} فەنکشنێکی دروست نییە',
        array: '${label} لیستێکی دروست نییە',
        object: '${label} ئۆبجێکتێکی دروست نییە',
        number: '${label} ژمارەیەکی دروست نییە',
        date: '${label} ڕێکەوتێکی دروست نییە',
        boolean: '${label} بەهایەکی دروستی بەڵێ یان نەخێر نییە',
        integer: '${label} ژمارەیەکی تەواوی دروست نییە',
        float: '${label} ژمارەیەکی دەیی دروست نییە',
        regexp: '${label} شێوازێکی گەڕانی دروست نییە',
        email: '${label} ئیمەیڵێکی دروست نییە',
        url: '${label} بەستەرێکی دروست نییە',
        hex: '${label} کۆدێکی شازدەیی دروست نییە',
      },
      string: {
        len: '${label} دەبێت ${len} پیت بێت',
        min: '${label} دەبێت لانیکەم ${min} پیت بێت',
        max: '${label} نابێت لە ${max} پیت زیاتر بێت',
        range: '${label} دەبێت لە نێوان ${min} و ${max} پیتدا بێت',
      },
      number: {
        len: '${label} دەبێت یەکسان بێت بە ${len}',
        min: '${label} دەبێت لانیکەم ${min} بێت',
        max: '${label} نابێت لە ${max} زیاتر بێت',
        range: '${label} دەبێت لە نێوان ${min} و ${max}دا بێت',
      },
      array: {
        len: 'دەبێت ${len} ${label} هەبێت',
        min: 'لانیکەم ${min} ${label}',
        max: 'لانیزۆر ${max} ${label}',
        range: 'ژمارەی ${label} دەبێت لە نێوان ${min} و ${max}دا بێت',
      },
      pattern: {
        mismatch: '${label} لەگەڵ شێوازی ${pattern} ناگونجێت',
      },
    },
  },
};
