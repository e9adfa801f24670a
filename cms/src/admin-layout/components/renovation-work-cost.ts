import { component, group } from '../types';

export default component({
  uid: 'renovation.work-cost',
  settings: { mainField: 'work' },
  fields: {
    work: {
      label: 'Work',
      description:
        "Which work. roof, wall, floor: insulation, priced per m² of roof, outer wall or ground floor. glazing: new high-efficiency glazing, per m² of window. heat-pump, solar-panels, ventilation: per home. The site names each work in the visitor's language and works out the m² from the living surface and the kind of home.",
    },
    costLow: {
      label: 'Lowest cost per unit (€)',
      description: 'The lower end of the price range, in euro per m² (or per home for heat pump, solar panels and ventilation). Example: 60.',
      placeholder: '60',
    },
    costHigh: { label: 'Highest cost per unit (€)', description: 'The upper end of the price range, in the same unit. Example: 120.', placeholder: '120' },
    energyGain: {
      label: 'Energy saved (%)',
      description:
        "The share of the home's energy score (kWh/m² a year) this work saves, 0 to 100. Several works combine: each saves its share of what the others leave. Example: 20.",
      placeholder: '20',
    },
  },
  edit: [
    group(
      'Work',
      [
        ['work', 6],
        ['energyGain', 6],
      ],
      [
        ['costLow', 6],
        ['costHigh', 6],
      ],
    ),
  ],
});
