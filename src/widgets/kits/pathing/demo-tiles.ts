/** Tiles that lead to real demo articles, shared by the three pathing formats' fixtures. */
export const heartHealthTiles = [
  {
    title: 'Heart attack warning signs',
    url: '/heart-health/heart-attack-warning-signs',
    description: 'What a heart attack can feel like, and why you should call 911 at once.',
    imageSrc: '/illustrations/healthline/heart-attack-warning-signs.svg',
    imageAlt: '',
  },
  {
    title: 'Know your blood pressure numbers',
    url: '/heart-health/know-your-blood-pressure',
    description: 'What the two numbers mean and how to measure at home.',
    imageSrc: '/illustrations/healthline/know-your-blood-pressure.svg',
    imageAlt: '',
  },
  {
    title: 'Physical activity for a healthy heart',
    url: '/heart-health/physical-activity-for-heart-health',
    description: 'How much movement helps, and simple ways to start.',
    imageSrc: '/illustrations/healthline/physical-activity-for-heart-health.svg',
    imageAlt: '',
  },
  {
    title: 'Preparing for a checkup',
    url: '/heart-health/preparing-for-a-checkup',
    description: 'Questions to bring to your next appointment.',
    imageSrc: '/illustrations/healthline/preparing-for-a-checkup.svg',
    imageAlt: '',
  },
];

/** Titles at, one past, and far past the 26-character limit, and one with an emoji at the cut. */
export const edgeTiles = [
  { title: 'Exactly twenty-six chars!!', url: '/heart-health/know-your-blood-pressure' },
  { title: 'Twenty-seven characters now', url: '/heart-health/heart-attack-warning-signs' },
  {
    title: 'A very long tile title that an editor wrote without thinking about the space a tile has',
    url: '/heart-health/physical-activity-for-heart-health',
  },
  { title: 'Sleep well tonight and 😴 every night', url: '/sleep/sleep-hygiene-tips' },
  { title: 'Outside link', url: 'https://www.cdc.gov/heart-disease/' },
];
