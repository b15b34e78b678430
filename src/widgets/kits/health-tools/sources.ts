/** The sources each tool cites as visible text with links (issue 18: formulas cited in the widget). */
export interface Source {
  text: string;
  href: string;
}

export const cdcAdultBmi: Source = {
  text: 'Centers for Disease Control and Prevention (CDC). About Adult BMI.',
  href: 'https://www.cdc.gov/bmi/about/index.html',
};

export const whoBmiClassification: Source = {
  text: 'World Health Organization (WHO). A healthy lifestyle: WHO recommendations (BMI classification for adults).',
  href: 'https://www.who.int/europe/news-room/fact-sheets/item/a-healthy-lifestyle---who-recommendations',
};

export const mifflin1990: Source = {
  text: 'Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr. 1990;51(2):241–247.',
  href: 'https://doi.org/10.1093/ajcn/51.2.241',
};
