/** The `about` namespace: the About page below its hero (loaded with that page). `about.ku.ts` has the same keys. */
export const aboutEn = {
  overview: {
    title: 'Who We Are',
    text: 'Azmar Group was established in {{year}} in Sulaymaniyah. Today it works in {{sectors}} sectors — construction, manufacturing, electronics and mechanical engineering, with poultry equipment — for public and private clients across the Kurdistan Region.',
  },
  partnership: {
    title: 'Our Development Partner',
    text: 'Azmar Group works in partnership with {{partner}}, a larger development group, on the region’s major projects.',
    benefits: {
      alliance: { title: 'Strategic Alliance', text: 'Shared planning, resources and expertise from the first design to the handover.' },
      largeScale: { title: 'Large-Scale Projects', text: 'Together we deliver highways, residential towns and industrial sites.' },
      credibility: { title: 'Enhanced Credibility', text: 'Clients and investors trust the combined track record of both groups.' },
    },
  },
  staff: {
    title: 'Our Staff',
    subtitle: 'Experienced leaders and specialists behind every project.',
  },
  values: {
    title: 'Our Core Values',
    quality: { title: 'Quality Excellence', text: 'We hold every job to the highest standard.' },
    reliability: { title: 'Reliability', text: 'We deliver what we promise, on time.' },
    innovation: { title: 'Innovation', text: 'We adopt new methods and technology.' },
    integrity: { title: 'Integrity', text: 'We work honestly and openly with everyone.' },
  },
};
export type AboutTexts = typeof aboutEn;
