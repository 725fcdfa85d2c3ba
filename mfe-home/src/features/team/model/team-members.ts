/**
 * The company's people (docs/product.md §15, fixed in the page): the one place their names,
 * positions, descriptions and portraits live, in English and Kurdish. The people are fictional and their
 * portraits generated illustrations (mfe-home/scripts/generate-team-portraits.sh).
 */
export interface TeamMember {
  id: string;
  name: string;
  nameKu: string;
  position: string;
  positionKu: string;
  image: string;
  description: string;
  descriptionKu: string;
}

/** Portraits are square; the size is set on every <img> so nothing shifts while they load. */
export const PORTRAIT_SIZE = 320;

const portrait = (file: string) => `/assets/media/team/${file}.jpg`;

/** All seven, in the About page's order (docs/product.md §5). */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'ceo',
    name: 'Azad Karim',
    nameKu: 'ئازاد کەریم',
    position: 'CEO and Authorized Manager',
    positionKu: 'بەڕێوەبەری جێبەجێکار و بەڕێوەبەری ڕێپێدراو',
    image: portrait('ceo'),
    description: 'Founded the group in 2004 and leads its strategy, partnerships and growth.',
    descriptionKu: 'لە ساڵی ٢٠٠٤دا گرووپەکەی دامەزراند و ستراتیژی و هاوبەشی و گەشەکردنی بەڕێوە دەبات.',
  },
  {
    id: 'operations-director',
    name: 'Shilan Ahmed',
    nameKu: 'شیلان ئەحمەد',
    position: 'Operations Director',
    positionKu: 'بەڕێوەبەری ئۆپەراسیۆن',
    image: portrait('operations-director'),
    description: 'Keeps sites, factories and deliveries running on time across every sector.',
    descriptionKu: 'کارگە و شوێنی کار و گەیاندنەکان لە هەموو کەرتەکاندا لە کاتی خۆیدا بەڕێوە دەبات.',
  },
  {
    id: 'international-relations',
    name: 'Dara Mahmood',
    nameKu: 'دارا مەحموود',
    position: 'Head of International Relations',
    positionKu: 'سەرۆکی پەیوەندییە نێودەوڵەتییەکان',
    image: portrait('international-relations'),
    description: 'Builds our ties with foreign suppliers, partners and investors.',
    descriptionKu: 'پەیوەندییەکانمان لەگەڵ دابینکەر و هاوبەش و وەبەرهێنەرانی دەرەوە بنیات دەنێت.',
  },
  {
    id: 'construction-manager',
    name: 'Hemin Rasul',
    nameKu: 'هێمن ڕەسووڵ',
    position: 'Construction Manager',
    positionKu: 'بەڕێوەبەری بیناسازی',
    image: portrait('construction-manager'),
    description: 'Leads our road, housing and infrastructure projects from plan to handover.',
    descriptionKu: 'پڕۆژەکانی ڕێگا و نیشتەجێبوون و ژێرخانمان لە پلانەوە تا ڕادەستکردن بەڕێوە دەبات.',
  },
  {
    id: 'senior-engineer',
    name: 'Rezan Omar',
    nameKu: 'ڕێزان عومەر',
    position: 'Senior Engineer',
    positionKu: 'ئەندازیاری باڵا',
    image: portrait('senior-engineer'),
    description: 'Designs and checks the structures and machines our teams build.',
    descriptionKu: 'دیزاینی ئەو بینا و ئامێرانە دەکات و دەیانپشکنێت کە تیمەکانمان دروستیان دەکەن.',
  },
  {
    id: 'manufacturing-supervisor',
    name: 'Karwan Salih',
    nameKu: 'کاروان ساڵح',
    position: 'Manufacturing Supervisor',
    positionKu: 'سەرپەرشتیاری بەرهەمهێنان',
    image: portrait('manufacturing-supervisor'),
    description: 'Runs our production lines for paver blocks, tiles and equipment.',
    descriptionKu: 'هێڵەکانی بەرهەمهێنانی بلۆکی شۆستە و کاشی و ئامێرەکانمان بەڕێوە دەبات.',
  },
  {
    id: 'quality-assurance',
    name: 'Nazdar Aziz',
    nameKu: 'نازدار عەزیز',
    position: 'Quality Assurance Manager',
    positionKu: 'بەڕێوەبەری دڵنیایی کوالیتی',
    image: portrait('quality-assurance'),
    description: 'Makes sure every product and project meets our standards before it leaves us.',
    descriptionKu: 'دڵنیا دەبێتەوە کە هەموو بەرهەم و پڕۆژەیەک پێش ڕادەستکردن لەگەڵ پێوەرەکانمان دەگونجێت.',
  },
];

/** Home's team section: CEO, construction manager, operations director, head of international relations (docs/product.md §4). */
export const HOME_TEAM_IDS = ['ceo', 'construction-manager', 'operations-director', 'international-relations'] as const;

export function membersById(ids: readonly string[]): TeamMember[] {
  return ids.map((id) => {
    const member = TEAM_MEMBERS.find((candidate) => candidate.id === id);
    if (!member) throw new Error(`no team member '${id}'`);
    return member;
  });
}
