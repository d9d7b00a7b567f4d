import type { SeedCategory } from './types';

/**
 * Catalogue categories (spec/02 3). Flags: 1 shown in the home carousel,
 * 4 panels, 8 packages, 0 none.
 */
export const categories: SeedCategory[] = [
  {
    slug: 'general-health',
    name: 'General Health',
    description:
      'Routine blood and urine tests that give a broad picture of your health, such as a complete blood count and metabolic panel. A good starting point for an annual check-up.',
    flags: 1,
  },
  {
    slug: 'heart-health',
    name: 'Heart Health',
    description:
      'Cholesterol, lipid and inflammation markers that help you and your doctor estimate cardiovascular risk. Many of these tests require fasting.',
    flags: 1,
  },
  {
    slug: 'diabetes',
    name: 'Diabetes',
    description:
      'Blood sugar tests such as hemoglobin A1c, fasting glucose and insulin for screening and monitoring of prediabetes and diabetes.',
    flags: 1,
  },
  {
    slug: 'thyroid',
    name: 'Thyroid',
    description:
      'TSH, thyroid hormones and thyroid antibodies to check for an underactive or overactive thyroid and autoimmune thyroid disease.',
    flags: 1,
  },
  {
    slug: 'hormones',
    name: 'Hormones',
    description:
      'Sex hormones, adrenal and pituitary hormones for men and women, including testosterone, estradiol, FSH, LH, cortisol and DHEA-sulfate.',
    flags: 1,
  },
  {
    slug: 'vitamins-nutrition',
    name: 'Vitamins & Nutrition',
    description:
      'Vitamin, mineral and iron tests such as vitamin D, vitamin B12, folate, ferritin and magnesium to check for deficiencies.',
    flags: 1,
  },
  {
    slug: 'kidney-liver',
    name: 'Kidney & Liver',
    description:
      'Tests of kidney and liver function, including creatinine, eGFR, liver enzymes and urinalysis.',
    flags: 0,
  },
  {
    slug: 'blood-hematology',
    name: 'Blood & Hematology',
    description:
      'Tests of red cells, white cells and platelets, reticulocytes and related markers used to look for anemia, infection and blood disorders.',
    flags: 0,
  },
  {
    slug: 'std-testing',
    name: 'STD Testing',
    description:
      'Confidential testing for sexually transmitted infections, including chlamydia, gonorrhea, HIV, syphilis, herpes and trichomoniasis. Results are private and delivered to your account.',
    flags: 1,
  },
  {
    slug: 'infectious-disease',
    name: 'Infectious Disease',
    description:
      'Tests for current or past infections and for immunity, including hepatitis, Lyme disease, tuberculosis, COVID-19, H. pylori and vaccine titers.',
    flags: 0,
  },
  {
    slug: 'allergy',
    name: 'Allergy',
    description:
      'Blood tests that measure IgE antibodies to common foods, pets, dust mites, pollens and molds. A blood test is not affected by antihistamines.',
    flags: 0,
  },
  {
    slug: 'autoimmune-inflammation',
    name: 'Autoimmune & Inflammation',
    description:
      'Antibody and inflammation markers such as ANA, rheumatoid factor, anti-CCP, sed rate and celiac antibodies used in the evaluation of autoimmune conditions.',
    flags: 0,
  },
  {
    slug: 'cancer-screening',
    name: 'Cancer Screening',
    description:
      'PSA, colon cancer stool testing and tumor markers. Tumor markers are mainly used to follow a known condition and should be discussed with your doctor.',
    flags: 0,
  },
  {
    slug: 'mens-health',
    name: "Men's Health",
    description:
      "Tests most often chosen by men, including testosterone, PSA and cardiometabolic markers. See also our Men's Health Package.",
    flags: 1,
  },
  {
    slug: 'womens-health',
    name: "Women's Health",
    description:
      "Tests most often chosen by women, including reproductive hormones, thyroid, iron and fertility markers. See also our Women's Health Package.",
    flags: 1,
  },
  {
    slug: 'physician-consult',
    name: 'Physician Consult',
    description:
      'Online consultations with a licensed physician to review your lab results and discuss next steps.',
    flags: 0,
  },
  {
    slug: 'panels',
    name: 'Panels',
    description:
      'Groups of related tests ordered together for a lower price than ordering each test separately. One blood draw covers every test in the panel.',
    flags: 4,
  },
  {
    slug: 'packages',
    name: 'Health Packages',
    description:
      'Our most complete bundles of tests for a yearly check-up, combining blood count, metabolic, lipid, thyroid, vitamin and hormone testing at our best price.',
    flags: 8,
  },
];
