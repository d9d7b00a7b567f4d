// What shoppers type most: test names, abbreviations and CPT codes.
export const POPULAR_TERMS = [
  'lipid', 'cholesterol', 'vitamin d', 'a1c', 'thyroid', 'tsh', 'testosterone', 'cbc', 'metabolic', 'iron',
  'ferritin', 'b12', 'psa', 'estradiol', 'cortisol', 'hepatitis', 'hiv', 'std', 'glucose', 'insulin',
  'magnesium', 'allergy', 'liver', 'kidney', 'urinalysis', 'folate', 'lyme', 'covid', 'celiac', 'progesterone',
  'crp', 'homocysteine', 'uric acid', 'panel', 'vitamin', '80061', '83036', 'hemoglobin', 'zinc', 'copper',
];
