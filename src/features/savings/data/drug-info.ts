/**
 * What each drug family in the demo catalogue is for, for the drug template pages
 * (/health/drugs/{drugSlug}): plain-language uses and the pharmacist who reviewed them. Written
 * for the demo (the people are fictional, see the site's demo notice); the uses follow the
 * drugs' approved labelling. The last three families are invented copay-only brands.
 */
export interface DrugFamilyInfo {
  /** One or two sentences: what the medicine treats or prevents. */
  uses: string;
}

export interface DrugInfoReview {
  reviewer: { name: string; credentials: string };
  /** ISO date the uses were last reviewed. */
  dateReviewed: string;
}

export const drugInfoReview: DrugInfoReview = {
  reviewer: { name: 'Samuel Ortiz', credentials: 'PharmD' },
  dateReviewed: '2026-10-01',
};

const statin = 'a statin: it lowers LDL (“bad”) cholesterol and reduces the risk of heart attack and stroke.';
const ssri = 'an antidepressant (an SSRI)';
const ppi = 'a proton pump inhibitor: it reduces stomach acid';

export const drugFamilyInfo: Record<string, DrugFamilyInfo> = {
  atorvastatin: { uses: `It is ${statin}` },
  metformin: { uses: 'It treats type 2 diabetes by lowering blood sugar, usually alongside diet and exercise.' },
  lisinopril: { uses: 'It is an ACE inhibitor that treats high blood pressure and heart failure, and helps protect the heart after a heart attack.' },
  amlodipine: { uses: 'It is a calcium channel blocker that treats high blood pressure and some kinds of chest pain (angina).' },
  levothyroxine: { uses: 'It replaces thyroid hormone in people whose thyroid gland is underactive (hypothyroidism).' },
  sertraline: { uses: `It is ${ssri} that treats depression, panic disorder, social anxiety, obsessive-compulsive disorder (OCD) and post-traumatic stress disorder (PTSD).` },
  omeprazole: { uses: `It is ${ppi} to treat heartburn, acid reflux (GERD) and stomach ulcers.` },
  losartan: { uses: 'It is an angiotensin receptor blocker (ARB) that treats high blood pressure and helps protect the kidneys in people with type 2 diabetes.' },
  gabapentin: { uses: 'It treats nerve pain after shingles (postherpetic neuralgia) and, with other medicines, some kinds of seizures.' },
  escitalopram: { uses: `It is ${ssri} that treats depression and generalized anxiety disorder.` },
  simvastatin: { uses: `It is ${statin}` },
  albuterol: { uses: 'It is a quick-relief (rescue) inhaler that opens the airways when asthma or COPD symptoms flare up.' },
  amoxicillin: { uses: 'It is a penicillin antibiotic that treats bacterial infections such as ear, throat, chest and urinary infections. It does not work against colds or flu.' },
  hydrochlorothiazide: { uses: 'It is a diuretic (“water pill”) that treats high blood pressure and fluid build-up (edema).' },
  bupropion: { uses: 'It is an antidepressant that treats depression and prevents seasonal affective disorder; another form helps people stop smoking.' },
  fluoxetine: { uses: `It is ${ssri} that treats depression, obsessive-compulsive disorder (OCD), bulimia and panic disorder.` },
  montelukast: { uses: 'It helps prevent asthma symptoms and relieves seasonal allergies. It is not a rescue medicine for an asthma attack.' },
  rosuvastatin: { uses: `It is ${statin}` },
  pantoprazole: { uses: `It is ${ppi} to treat acid reflux (GERD) and heal damage to the food pipe (erosive esophagitis).` },
  meloxicam: { uses: 'It is an anti-inflammatory painkiller (an NSAID) that relieves pain and swelling from osteoarthritis and rheumatoid arthritis.' },
  trazodone: { uses: 'It is an antidepressant that treats depression.' },
  prednisone: { uses: 'It is a corticosteroid that calms inflammation and the immune system, for example in asthma flare-ups, arthritis, severe allergies and some skin conditions.' },
  tamsulosin: { uses: 'It is an alpha blocker that eases urinary symptoms of an enlarged prostate (benign prostatic hyperplasia).' },
  clopidogrel: { uses: 'It is an antiplatelet medicine that helps prevent blood clots, heart attacks and strokes, for example after a heart attack or a stent.' },
  semavance: { uses: 'It is a once-weekly injection that lowers blood sugar in adults with type 2 diabetes.' },
  adalora: { uses: 'It is an injected biologic medicine for rheumatoid arthritis and some other inflammatory conditions.' },
  respivair: { uses: 'It is a maintenance inhaler, a steroid with a long-acting bronchodilator, taken every day to control asthma or COPD. It is not a rescue inhaler.' },
};
