// Small content lists for component tests, shaped as `GET /api/...` sends them (every key, null where empty).
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';

const copy = (id: number, en: string, ku: string) => ({
  id,
  titleEn: en,
  titleKu: ku,
  descriptionEn: `${en} description`,
  descriptionKu: `وەسفی ${ku}`,
  image: `/assets/media/test/${id}.jpg`,
  isActive: true,
});

export const construction: Service = {
  ...copy(1, 'Construction', 'بیناسازی'),
  sector: 'construction',
  icon: 'hard-hat',
  features: ['Roads', 'Buildings'],
  featuresKu: ['ڕێگا', 'بینا'],
  video: '/assets/media/services/construction.mp4',
  videoDescriptionEn: 'Paving crew at work',
  videoDescriptionKu: 'تیمی قیرتاوکردن',
  detailedFeaturesEn: ['Asphalt paving', 'Concrete frames'],
  detailedFeaturesKu: ['ڕاخستنی قیر', 'چوارچێوەی کۆنکریت'],
};

export const electronics: Service = {
  ...copy(3, 'Electronics', 'ئەلیکترۆنیات'),
  sector: 'electronics',
  icon: 'microchip',
  features: ['Solar'],
  featuresKu: ['خۆری'],
  video: null,
  videoDescriptionEn: null,
  videoDescriptionKu: null,
  detailedFeaturesEn: null,
  detailedFeaturesKu: null,
};

export const mechanical: Service = {
  ...copy(4, 'Mechanical', 'میکانیکی'),
  sector: 'mechanical',
  icon: 'cogs',
  features: ['Conveyors'],
  featuresKu: ['قایش'],
  video: '/assets/media/services/mechanical.mp4',
  videoDescriptionEn: 'Workshop video',
  videoDescriptionKu: 'ڤیدیۆی کارگە',
  detailedFeaturesEn: ['Machining'],
  detailedFeaturesKu: ['تاشین'],
};

const noStatistics = {
  totalLength: null,
  roadWidth: null,
  lanes: null,
  intersections: null,
  buildings: null,
  villas: null,
  totalUnits: null,
  totalArea: null,
  constructionYear: null,
  productionCapacity: null,
};

export const highway: Project = {
  ...copy(1, 'Highway', 'ڕێگای خێرا'),
  status: 'completed',
  sector: 'construction',
  partnership: 'Zagros Development Group',
  partnershipKu: 'گرووپی گەشەپێدانی زاگرۆس',
  completedAt: null,
  gallery: [
    { image: '/assets/media/test/paving.jpg', caption: 'Paving', captionKu: 'قیرتاوکردن' },
    { image: '/assets/media/test/drive.mp4', caption: 'Drive-through', captionKu: 'گەشت' },
  ],
  statistics: { ...noStatistics, totalLength: 42, roadWidth: 24, lanes: 4, intersections: 6, overview: 'Ahead of schedule', overviewKu: 'پێش کات' },
  interviews: null,
};

export const club: Project = {
  ...copy(3, 'Equestrian Club', 'یانەی ئەسپسواری'),
  status: 'completed',
  sector: 'construction',
  partnership: null,
  partnershipKu: null,
  completedAt: null,
  gallery: [
    { image: '/assets/media/test/arena.jpg', caption: 'Arena', captionKu: 'گۆڕەپان' },
    { image: '/assets/media/test/tour.mp4', caption: 'Stables tour', captionKu: 'گەشتی تەویلە' },
  ],
  statistics: { ...noStatistics, constructionYear: 2021, overview: 'Certified', overviewKu: 'بڕوانامەدار' },
  interviews: [
    {
      interviewee: 'Karwan Aziz',
      intervieweeKu: 'کاروان عەزیز',
      role: 'Club manager',
      roleKu: 'بەڕێوەبەری یانە',
      statements: ['We ride all year.'],
      statementsKu: ['هەموو ساڵ سوار دەبین.'],
    },
  ],
};

export const solar: Project = {
  ...copy(6, 'Solar Farm', 'وێستگەی خۆری'),
  status: 'ongoing',
  sector: 'electronics',
  partnership: null,
  partnershipKu: null,
  completedAt: null,
  gallery: null,
  statistics: null,
  interviews: null,
};

export const paver: Product = {
  ...copy(1, 'Hexagonal Paver', 'بلۆکی شۆستەی شەشگۆشە'),
  category: 'paver-blocks',
  specifications: ['Size 20 cm', 'Thickness 8 cm', 'Strength 35 MPa', 'Colour grey'],
  specificationsKu: ['قەبارە ٢٠', 'ئەستووری ٨', 'بەهێزی ٣٥', 'ڕەنگی خۆڵەمێشی'],
  gallery: null,
  videoUrl: null,
  videoCaption: null,
  videoCaptionKu: null,
  linkedinUrl: null,
};

export const plucker: Product = {
  ...copy(18, 'Poultry Plucker', 'ئامێری پەڕلێکردنەوەی پەلەوەر'),
  category: 'poultry-equipment',
  specifications: ['500 birds per hour', 'Stainless steel', '3 kW motor'],
  specificationsKu: ['٥٠٠ پەلەوەر لە کاتژمێرێکدا', 'ئاسنی ژەنگنەگر', 'بزوێنەری ٣ کیلۆوات'],
  gallery: [
    { image: '/assets/media/test/workshop.jpg', caption: 'Workshop', captionKu: 'کارگە' },
    { image: '/assets/media/test/handover.jpg', caption: 'Handover', captionKu: 'ڕادەستکردن' },
  ],
  videoUrl: '/assets/media/test/plucker.mp4',
  videoCaption: 'The plucker running',
  videoCaptionKu: 'ئامێرەکە لە کاتی کارکردندا',
  linkedinUrl: null,
};
