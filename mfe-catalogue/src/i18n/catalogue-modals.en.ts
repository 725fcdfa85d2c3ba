/** The `catalogue-modals` namespace: texts of the service and project modals, loaded with their code on first use. */
export const catalogueModalsEn = {
  service: {
    mechanicalPoultry: 'Mechanical & Poultry',
    featuredVideo: 'Featured video',
    equipmentVideo: {
      title: 'Equipment Manufacturing',
      description:
        'From steel sheet to finished machine: our workshop builds feeding lines, pluckers and chillers for poultry farms and plants across the region.',
    },
    detailedFeatures: 'Detailed Features',
    overview: 'Service Overview',
    sectorBanner: '{{sector}} Sector',
    sectorText: 'Part of Azmar Group since 2004, serving clients across the Kurdistan Region.',
  },
  project: {
    media: 'Project media',
    video: 'Video',
    showMedia: 'Show {{caption}}',
    statistics: 'Project Statistics',
    interviews: 'Interviews',
    overview: 'Project Overview',
    sector: 'Sector: {{sector}}',
    stats: {
      totalLength: 'Total Length',
      roadWidth: 'Road Width',
      lanes: 'Lanes',
      intersections: 'Intersections',
      buildings: 'Buildings',
      villas: 'Villas',
      totalUnits: 'Total Units',
      totalArea: 'Total Area',
      constructionYear: 'Construction Year',
      animalHealth: 'Animal Health',
      standards: 'Standards',
      yearEstablished: 'Year Established',
      productionPerHour: 'Production per Hour',
      qualityControl: 'Quality Control',
      distinction: 'Distinction',
    },
    statValues: {
      km: '{{value}} km',
      meters: '{{value}} m',
      squareMeters: '{{value}} m²',
      birdsPerHour: '{{value}} birds',
      certified: 'Certified',
      international: 'International',
      daily: 'Daily',
      bestInProvince: 'Best in the province',
    },
  },
};
export type CatalogueModalsTexts = typeof catalogueModalsEn;
