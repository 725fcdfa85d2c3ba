/** The `home` namespace of mfe-home (routes / and /about). `home.ku.ts` has the same keys. */
export const homeEn = {
  home: {
    hero: {
      title: 'Building the Future of Kurdistan',
      subtitle: 'Construction, manufacturing, electronics, mechanical engineering and poultry — one trusted group since 2004.',
    },
  },
  about: {
    hero: {
      title: 'About Azmar Group',
      subtitle: 'Two decades of building, making and delivering across the Kurdistan Region.',
    },
  },
};
export type HomeTexts = typeof homeEn;
