/** The `home` namespace of mfe-home (routes / and /about). `home.ku.ts` has the same keys. */
export const homeEn = {
  home: {
    hero: {
      title: 'Building the Future of Kurdistan',
      subtitle: 'Construction, manufacturing, electronics, mechanical engineering and poultry — one trusted group since 2004.',
      partnership: 'In partnership with {{partner}}',
      themesLabel: 'What we do',
    },
    /** Completes the generic labels of links to /about (Learn More, View Details) for screen readers. */
    aboutLinkPurpose: 'about Azmar Group',
    about: {
      title: 'About Azmar Group',
      text: 'Since {{year}} we have built roads, homes and factories across the Kurdistan Region, and made the materials, machines and equipment that go into them, in {{sectors}} sectors.',
      partnershipTitle: 'Strategic partnership',
      partnershipText: 'Together with {{partner}} we take on large-scale projects that neither could deliver alone.',
    },
    features: {
      title: 'Delivery and quality you can count on',
      transportation: {
        title: 'Transportation',
        text: 'Our own fleet brings materials and equipment to your site.',
        points: {
          packaging: 'Secure packaging and handling',
          delivery: 'Timely delivery guarantee',
          tracking: 'Real-time tracking',
          protection: 'Damage protection coverage',
        },
      },
      quality: {
        title: 'Quality',
        text: 'Every product and project is checked before it reaches you.',
        points: {
          iso: 'ISO certified processes',
          audits: 'Regular quality audits',
          materials: 'Premium materials only',
          satisfaction: 'Customer satisfaction guarantee',
        },
      },
    },
    team: {
      title: 'Our Team',
      subtitle: 'The people who lead our work across every sector.',
    },
    cta: {
      title: 'Ready to Start Your Project?',
      text: 'Tell us what you need, and our team will prepare a quote for you.',
    },
  },
  about: {
    hero: {
      title: 'About Azmar Group',
      subtitle: 'Two decades of building, making and delivering across the Kurdistan Region.',
    },
  },
  stats: {
    label: 'Company figures',
    value: '{{value}}+',
    years: 'Years of Experience',
    teamMembers: 'Team Members',
    sectors: 'Sectors',
    successfulProjects: 'Successful Projects',
    projectsCompleted: 'Projects Completed',
    satisfiedClients: 'Satisfied Clients',
    engineers: 'Engineers',
  },
  people: {
    photoAlt: 'Portrait of {{name}}, {{position}}',
  },
};
export type HomeTexts = typeof homeEn;
