import {
  BIOTIN_HTML as BIOTIN,
  FIRST_CATCH_HTML as FIRST_CATCH,
  NO_FASTING_HTML as NO_FAST,
  REQUISITION_HTML as REQ_ID,
} from './preparation';
import type { SeedProduct } from './types';

/*
 * Multi-test panels (category 'panels') and larger health packages
 * (category 'packages'), all productType 8. memberSlugs reference individual
 * tests from products-specialty.ts (part B) and from the part-A files
 * (products-wellness.ts, products-hormones-nutrition.ts). cpt is the members'
 * CPT codes comma-joined in member order; each price is below the sum of the
 * members' prices.
 */

const FAST_12 =
  '<p><strong>Fast for 9-12 hours before your blood draw.</strong> Water is fine and encouraged; avoid food, coffee, juice, gum and alcohol. Take your usual medications with water unless your doctor has told you otherwise. An early-morning appointment makes fasting easier.</p>';

const CLEAN_CATCH =
  '<p>You will also give a <strong>clean-catch midstream urine sample</strong>; a first-morning sample is preferred but not required.</p>';

const MORNING =
  '<p>Schedule your draw in the <strong>morning, ideally before 10 a.m.</strong>, when testosterone levels are highest and reference ranges apply.</p>';

const GLUTEN =
  '<p><strong>Keep eating gluten</strong> (for example bread or pasta daily) for several weeks before testing; a gluten-free diet can make celiac antibodies falsely negative.</p>';

const ANTIHISTAMINES = '<p>You do not need to stop antihistamines before allergy blood testing.</p>';

const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const panelProducts: SeedProduct[] = [
  // ------------------------------------------------------------------ Panels
  {
    slug: 'std-basic-panel',
    name: 'STD Basic Panel',
    cpt: '87491, 87591, 87389, 86592',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 39900,
    priceCents: 13900,
    searchPriority: 5,
    tags: ['STD', 'HIV', 'chlamydia', 'gonorrhea', 'syphilis'],
    memberSlugs: [
      'chlamydia-gonorrhea-naa-urine',
      'hiv-1-2-antigen-antibody-fourth-generation-with-reflexes',
      'syphilis-rpr-with-reflex-to-titer-and-confirmation',
    ],
    descriptionHtml:
      '<p>Our most popular confidential STD screen covers four of the most common sexually transmitted infections with one urine sample and one blood draw.</p>' +
      ul([
        'Chlamydia and gonorrhea by nucleic acid amplification (urine)',
        'HIV 1/2 antigen and antibodies, fourth generation, with reflexes',
        'Syphilis RPR with reflex to titer and confirmatory antibodies',
      ]) +
      '<p>Many STDs cause no symptoms, so regular screening is recommended for anyone with a new partner or multiple partners. Positive HIV or syphilis screens are confirmed automatically; those confirmatory reflex tests carry an additional fee only if performed.</p>',
    instructionsHtml:
      '<p>For the most reliable results, test at least 2 weeks after a possible exposure for chlamydia and gonorrhea, and consider repeat HIV and syphilis testing 6 weeks or more after exposure.</p>' +
      FIRST_CATCH +
      NO_FAST +
      REQ_ID,
    metaDescription:
      'STD Basic Panel: chlamydia, gonorrhea, HIV 4th generation and syphilis testing in one private order.',
  },
  {
    slug: 'std-comprehensive-panel',
    name: 'STD Comprehensive Panel',
    cpt: '87491, 87591, 87661, 87389, 86592, 86695, 86696, 87340, 86803',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 79900,
    priceCents: 24900,
    searchPriority: 5,
    tags: ['STD', 'HIV', 'herpes', 'hepatitis', 'trichomoniasis'],
    memberSlugs: [
      'chlamydia-gonorrhea-naa-urine',
      'trichomonas-vaginalis-naa-urine',
      'hiv-1-2-antigen-antibody-fourth-generation-with-reflexes',
      'syphilis-rpr-with-reflex-to-titer-and-confirmation',
      'herpes-simplex-1-2-igg-type-specific',
      'hepatitis-b-surface-antigen-with-reflex-confirmation',
      'hepatitis-c-antibody-with-reflex-to-hcv-rna',
    ],
    descriptionHtml:
      '<p>Our most complete STD panel screens for ten infections in a single visit, with one urine sample and one blood draw.</p>' +
      ul([
        'Chlamydia and gonorrhea (urine NAA)',
        'Trichomoniasis (urine NAA)',
        'HIV 1/2 antigen and antibodies, fourth generation, with reflexes',
        'Syphilis RPR with reflex to titer and confirmation',
        'Herpes simplex virus 1 and 2 type-specific IgG',
        'Hepatitis B surface antigen with reflex confirmation',
        'Hepatitis C antibody with reflex to HCV RNA',
      ]) +
      '<p>This panel is a good choice after a new partner, when a partner has tested positive, or for peace of mind. Several tests include automatic confirmation steps that carry an additional fee only if a screening result is positive.</p>',
    instructionsHtml:
      '<p>Test at least 2 weeks after a possible exposure; antibody tests (HIV, syphilis, herpes, hepatitis) may need repeating 6-12 weeks after exposure to rule out a recent infection.</p>' +
      FIRST_CATCH +
      NO_FAST +
      REQ_ID,
    metaDescription:
      'Comprehensive STD panel: chlamydia, gonorrhea, trich, HIV, syphilis, herpes 1/2, hepatitis B and C.',
  },
  {
    slug: 'thyroid-panel',
    name: 'Thyroid Panel (TSH, Free T4, Free T3)',
    cpt: '84443, 84439, 84481',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 15900,
    priceCents: 5900,
    searchPriority: 4,
    tags: ['thyroid', 'TSH', 'T4', 'T3'],
    memberSlugs: ['tsh', 'free-t4', 'free-t3'],
    descriptionHtml:
      '<p>A complete picture of thyroid function from one blood draw.</p>' +
      ul([
        '<strong>TSH</strong>, the pituitary signal that regulates the thyroid and the most sensitive first test',
        '<strong>Free T4</strong>, the main hormone produced by the thyroid',
        '<strong>Free T3</strong>, the active form of thyroid hormone',
      ]) +
      '<p>Together these tests help detect an underactive thyroid (hypothyroidism), which can cause fatigue, weight gain and feeling cold, or an overactive thyroid (hyperthyroidism), which can cause weight loss, anxiety and a rapid heartbeat. They are also used to adjust thyroid medication.</p>',
    instructionsHtml:
      NO_FAST +
      '<p>If you take thyroid medication, have your blood drawn before your daily dose unless your doctor advises otherwise.</p>' +
      BIOTIN +
      REQ_ID,
    metaDescription: 'Thyroid panel with TSH, free T4 and free T3 to check for hypothyroidism or hyperthyroidism.',
  },
  {
    slug: 'thyroid-antibodies-panel',
    name: 'Thyroid Antibodies Panel (TPO and Thyroglobulin Antibodies)',
    cpt: '86376, 86800',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 13900,
    priceCents: 4900,
    searchPriority: 3,
    tags: ['thyroid', 'Hashimoto', 'TPO', 'autoimmune'],
    memberSlugs: ['tpo-antibodies', 'thyroglobulin-antibodies'],
    descriptionHtml:
      '<p>Measures the two main antibodies involved in autoimmune thyroid disease.</p>' +
      ul(['Thyroid peroxidase (TPO) antibodies', 'Thyroglobulin antibodies']) +
      "<p>These antibodies are found in most people with Hashimoto's thyroiditis, the most common cause of hypothyroidism in the United States, and often in Graves' disease. Positive antibodies with a normal TSH can indicate a higher risk of developing hypothyroidism later. Pair this panel with our Thyroid Panel for a complete evaluation.</p>",
    instructionsHtml: NO_FAST + BIOTIN + REQ_ID,
    metaDescription: "TPO and thyroglobulin antibody panel to check for Hashimoto's and autoimmune thyroid disease.",
  },
  {
    slug: 'hepatitis-panel',
    name: 'Hepatitis A, B and C Panel',
    cpt: '86708, 87340, 86317, 86704, 86803',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 34900,
    priceCents: 12900,
    searchPriority: 4,
    tags: ['hepatitis', 'hepatitis B', 'hepatitis C', 'liver'],
    memberSlugs: [
      'hepatitis-a-antibody-total',
      'hepatitis-b-surface-antigen-with-reflex-confirmation',
      'hepatitis-b-surface-antibody-quantitative',
      'hepatitis-b-core-antibody-total',
      'hepatitis-c-antibody-with-reflex-to-hcv-rna',
    ],
    descriptionHtml:
      '<p>Screens for viral hepatitis and shows your immunity to hepatitis A and B in one blood draw.</p>' +
      ul([
        'Hepatitis A total antibody (immunity or past infection)',
        'Hepatitis B surface antigen with reflex confirmation (current infection)',
        'Hepatitis B surface antibody, quantitative (immunity)',
        'Hepatitis B core antibody, total (past or current infection)',
        'Hepatitis C antibody with reflex to HCV RNA',
      ]) +
      '<p>The CDC recommends that all adults be screened for hepatitis B and C at least once. The combination of hepatitis B markers shows whether you are infected, have recovered, or are protected by vaccination. Reflex confirmation tests carry an additional fee only if performed.</p>',
    instructionsHtml: NO_FAST + REQ_ID,
    metaDescription: 'Hepatitis A, B and C panel: screening for infection plus hepatitis A and B immunity in one draw.',
  },
  {
    slug: 'anemia-panel',
    name: 'Anemia Panel',
    cpt: '85025, 82728, 83540, 83550, 82607, 82746, 85045',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 24900,
    priceCents: 7900,
    searchPriority: 3,
    tags: ['anemia', 'iron', 'ferritin', 'B12'],
    memberSlugs: [
      'cbc-with-differential',
      'ferritin',
      'iron-and-tibc',
      'vitamin-b12',
      'folate-serum',
      'reticulocyte-count',
    ],
    descriptionHtml:
      '<p>Looks for anemia and its most common causes in one blood draw.</p>' +
      ul([
        'Complete blood count (CBC) with differential',
        'Ferritin (iron stores)',
        'Iron and total iron-binding capacity (TIBC)',
        'Vitamin B12',
        'Folate',
        'Reticulocyte count (new red cell production)',
      ]) +
      '<p>Anemia can cause tiredness, weakness, shortness of breath and pale skin. Iron deficiency is the most common cause, especially in women with heavy periods, but low B12 or folate can also be responsible. This panel helps your doctor tell these causes apart.</p>',
    instructionsHtml:
      '<p>Fasting is not required, but an overnight fast and a morning draw give the most consistent serum iron result. Do not take iron supplements for 24 hours before the test, and avoid biotin for 72 hours.</p>' +
      REQ_ID,
    metaDescription: 'Anemia panel: CBC, ferritin, iron/TIBC, B12, folate and reticulocytes to find the cause of fatigue.',
  },
  {
    slug: 'heart-health-panel',
    name: 'Heart Health Panel',
    cpt: '80061, 86141, 83695, 83090',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 27900,
    priceCents: 8900,
    searchPriority: 4,
    tags: ['heart', 'cholesterol', 'hs-CRP', 'Lp(a)'],
    memberSlugs: ['lipid-panel', 'hs-crp', 'lipoprotein-a', 'homocysteine'],
    descriptionHtml:
      '<p>Goes beyond a standard cholesterol test to look at inherited and inflammatory contributors to cardiovascular risk.</p>' +
      ul([
        'Lipid panel: total cholesterol, LDL, HDL and triglycerides',
        'High-sensitivity C-reactive protein (hs-CRP), a marker of vascular inflammation',
        'Lipoprotein(a), a largely inherited risk factor recommended to be checked at least once',
        'Homocysteine, an amino acid linked to B-vitamin status and vascular risk',
      ]) +
      '<p>Results help you and your doctor estimate your risk of heart attack and stroke and decide on lifestyle changes or treatment.</p>',
    instructionsHtml:
      FAST_12 +
      '<p>Avoid heavy exercise and alcohol for 24 hours before the test, and reschedule if you have an acute illness, which can raise hs-CRP.</p>' +
      REQ_ID,
    metaDescription: 'Heart Health Panel: lipid panel, hs-CRP, lipoprotein(a) and homocysteine for cardiovascular risk.',
  },
  {
    slug: 'advanced-lipid-panel-lpa-apob',
    name: 'Advanced Lipid Panel with Lp(a) and ApoB',
    cpt: '80061, 83695, 82172',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 19900,
    priceCents: 6900,
    searchPriority: 5,
    tags: ['cholesterol', 'lipid', 'ApoB', 'Lp(a)', 'heart'],
    memberSlugs: ['lipid-panel', 'lipoprotein-a', 'apolipoprotein-b'],
    descriptionHtml:
      '<p>A cholesterol and lipid panel plus two advanced markers that add information a standard lipid test can miss.</p>' +
      ul([
        '<strong>Lipid panel</strong>: total cholesterol, LDL cholesterol, HDL cholesterol and triglycerides',
        '<strong>Apolipoprotein B (ApoB)</strong>: counts the atherogenic particles that carry cholesterol into artery walls',
        '<strong>Lipoprotein(a)</strong>: an inherited particle that raises heart attack and stroke risk even when LDL is normal',
      ]) +
      '<p>ApoB can reveal higher risk in people with normal LDL but high triglycerides, diabetes or metabolic syndrome. Lipoprotein(a) is set mainly by your genes, so many guidelines recommend measuring it at least once in adulthood.</p>',
    instructionsHtml:
      FAST_12 +
      '<p>Avoid alcohol for 24 hours before the test; it can raise triglycerides.</p>' +
      REQ_ID,
    metaDescription: 'Advanced lipid panel: cholesterol, LDL, HDL, triglycerides plus ApoB and lipoprotein(a).',
  },
  {
    slug: 'diabetes-panel',
    name: 'Diabetes Panel',
    cpt: '83036, 82947, 83525, 80061',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 18900,
    priceCents: 6500,
    searchPriority: 4,
    tags: ['diabetes', 'A1c', 'glucose-fasting', 'insulin-fasting'],
    memberSlugs: ['hemoglobin-a1c', 'glucose-fasting', 'insulin-fasting', 'lipid-panel'],
    descriptionHtml:
      '<p>Screens for prediabetes and diabetes and looks at insulin resistance and the cholesterol changes that often go with it.</p>' +
      ul([
        'Hemoglobin A1c, your average blood sugar over the past 2-3 months',
        'Fasting glucose',
        'Fasting insulin, which together with glucose helps estimate insulin resistance',
        'Lipid panel',
      ]) +
      '<p>The American Diabetes Association recommends screening for all adults from age 35, and earlier for people who are overweight and have other risk factors. This panel is also useful for monitoring known diabetes.</p>',
    instructionsHtml:
      FAST_12 +
      '<p>If you take insulin or diabetes medication, ask your doctor how to handle your dose while fasting.</p>' +
      REQ_ID,
    metaDescription: 'Diabetes panel: hemoglobin A1c, fasting glucose, insulin and lipid panel for blood sugar health.',
  },
  {
    slug: 'mens-hormone-panel',
    name: "Men's Hormone Panel",
    cpt: '84402, 84403, 84270, 82670, 83002, 83001, 84146, 82627',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 49900,
    priceCents: 17900,
    searchPriority: 4,
    tags: ['testosterone', 'hormones', "men's health", 'low T'],
    memberSlugs: [
      'testosterone-free-and-total',
      'shbg',
      'estradiol',
      'lh',
      'fsh',
      'prolactin',
      'dhea-sulfate',
    ],
    descriptionHtml:
      '<p>A detailed look at male hormone balance for men with symptoms such as low energy, low libido, erectile problems, loss of muscle or mood changes.</p>' +
      ul([
        'Testosterone, total and free',
        'Sex hormone binding globulin (SHBG)',
        'Estradiol',
        'Luteinizing hormone (LH) and follicle-stimulating hormone (FSH)',
        'Prolactin',
        'DHEA-sulfate',
      ]) +
      '<p>LH and FSH help show whether low testosterone originates in the testes or the pituitary gland. The panel is also useful for men on testosterone therapy to monitor estradiol and other hormones.</p>',
    instructionsHtml:
      MORNING +
      '<p>Fasting is not required, but if you can, fast overnight; food can lower testosterone slightly. If you use testosterone therapy, follow your doctor\'s advice on timing relative to your dose.</p>' +
      BIOTIN +
      REQ_ID,
    metaDescription: "Men's hormone panel: total and free testosterone, SHBG, estradiol, LH, FSH, prolactin, DHEA-S.",
  },
  {
    slug: 'womens-hormone-panel',
    name: "Women's Hormone Panel",
    cpt: '82670, 84144, 83001, 83002, 84146, 84403, 82627, 84443',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 44900,
    priceCents: 14900,
    searchPriority: 4,
    tags: ['hormones', 'estrogen', 'menopause', "women's health"],
    memberSlugs: [
      'estradiol',
      'progesterone',
      'fsh',
      'lh',
      'prolactin',
      'testosterone-total',
      'dhea-sulfate',
      'tsh',
    ],
    descriptionHtml:
      '<p>A broad look at female hormone balance for irregular periods, perimenopause and menopause symptoms, acne or excess hair growth, and changes in mood or energy.</p>' +
      ul([
        'Estradiol and progesterone',
        'FSH and LH',
        'Prolactin',
        'Testosterone, total, and DHEA-sulfate (androgens)',
        'TSH, since thyroid problems often mimic hormonal symptoms',
      ]) +
      '<p>Hormone levels change across the menstrual cycle, so your results are interpreted with the day of your cycle in mind.</p>',
    instructionsHtml:
      NO_FAST +
      '<p>If you have regular periods, have your blood drawn on <strong>day 2-4 of your cycle</strong> (day 1 is the first day of bleeding) unless your doctor advises otherwise. Note the first day of your last period so it can be considered with your results. Birth control and hormone therapy affect results.</p>' +
      BIOTIN +
      REQ_ID,
    metaDescription: "Women's hormone panel: estradiol, progesterone, FSH, LH, prolactin, testosterone, DHEA-S and TSH.",
  },
  {
    slug: 'female-fertility-panel',
    name: 'Female Fertility Panel',
    cpt: '82166, 83001, 83002, 82670, 84146, 84443',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 49900,
    priceCents: 15900,
    searchPriority: 3,
    tags: ['fertility', 'AMH', 'ovarian reserve', "women's health"],
    memberSlugs: ['anti-mullerian-hormone', 'fsh', 'lh', 'estradiol', 'prolactin', 'tsh'],
    descriptionHtml:
      '<p>Assesses ovarian reserve and the hormones that most often affect ovulation, for women who are planning a pregnancy or having difficulty conceiving.</p>' +
      ul([
        'Anti-Mullerian hormone (AMH), an indicator of remaining egg supply',
        'Day-3 FSH, LH and estradiol',
        'Prolactin',
        'TSH',
      ]) +
      '<p>These tests cannot predict whether you will become pregnant, but they help a fertility specialist understand your ovarian reserve and look for treatable causes of irregular ovulation such as thyroid disease or high prolactin.</p>',
    instructionsHtml:
      NO_FAST +
      '<p>Have your blood drawn on <strong>day 2-4 of your menstrual cycle</strong> (day 1 is the first day of full bleeding). AMH can be tested on any day. Hormonal birth control can lower AMH, FSH and LH; tell your doctor if you use it.</p>' +
      BIOTIN +
      REQ_ID,
    metaDescription: 'Female fertility panel: AMH, day-3 FSH, LH and estradiol, prolactin and TSH.',
  },
  {
    slug: 'kidney-health-panel',
    name: 'Kidney Health Panel',
    cpt: '80069, 81001, 84550',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 11900,
    priceCents: 3900,
    searchPriority: 3,
    tags: ['kidney', 'eGFR', 'creatinine', 'urinalysis'],
    memberSlugs: ['renal-function-panel', 'urinalysis-complete', 'uric-acid'],
    descriptionHtml:
      '<p>Checks how well your kidneys are filtering and looks for early signs of kidney disease.</p>' +
      ul([
        'Renal function panel: creatinine, eGFR, BUN, electrolytes, glucose, calcium, phosphorus and albumin',
        'Complete urinalysis, including protein, blood and microscopic examination',
        'Uric acid, linked to gout and kidney stones',
      ]) +
      '<p>Chronic kidney disease often has no symptoms until it is advanced. Testing is especially important for people with high blood pressure, diabetes or a family history of kidney disease.</p>',
    instructionsHtml:
      '<p>Fasting for 8-12 hours is preferred for the renal function panel; water is fine.</p>' +
      CLEAN_CATCH +
      REQ_ID,
    metaDescription: 'Kidney health panel: renal function panel with eGFR, complete urinalysis and uric acid.',
  },
  {
    slug: 'liver-health-panel',
    name: 'Liver Health Panel',
    cpt: '80076, 82977, 87340, 86803',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 22900,
    priceCents: 7900,
    searchPriority: 3,
    tags: ['liver', 'ALT', 'GGT', 'hepatitis'],
    memberSlugs: [
      'hepatic-function-panel',
      'ggt',
      'hepatitis-b-surface-antigen-with-reflex-confirmation',
      'hepatitis-c-antibody-with-reflex-to-hcv-rna',
    ],
    descriptionHtml:
      '<p>Evaluates liver health and screens for the two most common chronic viral causes of liver damage.</p>' +
      ul([
        'Hepatic function panel: ALT, AST, alkaline phosphatase, bilirubin, albumin and total protein',
        'Gamma-glutamyl transferase (GGT), sensitive to alcohol use and bile duct problems',
        'Hepatitis B surface antigen with reflex confirmation',
        'Hepatitis C antibody with reflex to HCV RNA',
      ]) +
      '<p>Useful if you drink alcohol regularly, take medications that affect the liver, have fatty liver risk factors, or have never been screened for hepatitis. Reflex confirmation tests carry an additional fee only if performed.</p>',
    instructionsHtml:
      '<p>Fasting is not required, but avoid alcohol for 24 hours before the test, as it can raise GGT and liver enzymes.</p>' +
      REQ_ID,
    metaDescription: 'Liver health panel: hepatic function panel, GGT and hepatitis B and C screening.',
  },
  {
    slug: 'vitamin-mineral-panel',
    name: 'Vitamin and Mineral Panel',
    cpt: '82306, 82607, 82746, 82728, 83735',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 27900,
    priceCents: 8900,
    searchPriority: 4,
    tags: ['vitamins', 'vitamin D', 'B12', 'deficiency'],
    memberSlugs: ['vitamin-d-25-hydroxy', 'vitamin-b12', 'folate-serum', 'ferritin', 'magnesium'],
    descriptionHtml:
      '<p>Checks the nutrients most commonly found to be low in adults.</p>' +
      ul([
        'Vitamin D, 25-hydroxy',
        'Vitamin B12',
        'Folate',
        'Ferritin (iron stores)',
        'Magnesium',
      ]) +
      '<p>Deficiencies can cause fatigue, weakness, numbness, poor concentration, hair loss and bone loss. They are more common with vegetarian or vegan diets, limited sun exposure, digestive conditions, older age and medications such as metformin or acid reducers.</p>',
    instructionsHtml:
      '<p>Fasting is not required. Do not take vitamin B12, folic acid or iron supplements on the morning of the test, and stop biotin for 72 hours before.</p>' +
      REQ_ID,
    metaDescription: 'Vitamin and mineral panel: vitamin D, B12, folate, ferritin and magnesium.',
  },
  {
    slug: 'autoimmune-inflammation-panel',
    name: 'Autoimmune and Inflammation Panel',
    cpt: '86038, 86431, 86200, 85652, 86140',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 32900,
    priceCents: 10900,
    searchPriority: 3,
    tags: ['autoimmune', 'ANA', 'inflammation', 'arthritis'],
    memberSlugs: [
      'ana-screen-ifa-with-reflex-to-titer-and-pattern',
      'rheumatoid-factor',
      'cyclic-citrullinated-peptide-antibody',
      'sed-rate-esr',
      'c-reactive-protein',
    ],
    descriptionHtml:
      '<p>A first-line set of tests for people with symptoms that may suggest an autoimmune or inflammatory condition, such as joint pain and swelling, rashes, unexplained fevers or prolonged fatigue.</p>' +
      ul([
        'ANA screen by IFA with reflex to titer and pattern',
        'Rheumatoid factor',
        'Cyclic citrullinated peptide (CCP) antibody',
        'Sed rate (ESR)',
        'C-reactive protein (CRP)',
      ]) +
      '<p>These markers help a clinician decide whether further testing or a rheumatology referral is needed. A positive ANA screen triggers titer and pattern testing for an additional fee.</p>',
    instructionsHtml: NO_FAST + REQ_ID,
    metaDescription: 'Autoimmune panel: ANA with reflex, rheumatoid factor, anti-CCP, ESR and CRP.',
  },
  {
    slug: 'rheumatoid-arthritis-panel',
    name: 'Rheumatoid Arthritis Panel',
    cpt: '86431, 86200, 85652, 86140',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 23900,
    priceCents: 8900,
    searchPriority: 2,
    tags: ['rheumatoid arthritis', 'RF', 'CCP', 'joint pain'],
    memberSlugs: [
      'rheumatoid-factor',
      'cyclic-citrullinated-peptide-antibody',
      'sed-rate-esr',
      'c-reactive-protein',
    ],
    descriptionHtml:
      '<p>The blood tests used in the classification of rheumatoid arthritis, for people with painful, swollen joints or morning stiffness lasting more than 30 minutes.</p>' +
      ul(['Rheumatoid factor (RF)', 'Anti-CCP antibody', 'Sed rate (ESR)', 'C-reactive protein (CRP)']) +
      '<p>RF and anti-CCP are antibodies associated with rheumatoid arthritis, while ESR and CRP measure inflammation. Early diagnosis and treatment can prevent joint damage.</p>',
    instructionsHtml: NO_FAST + REQ_ID,
    metaDescription: 'Rheumatoid arthritis panel: RF, anti-CCP, sed rate and CRP.',
  },
  {
    slug: 'lupus-panel',
    name: 'Lupus (SLE) Panel',
    cpt: '86038, 86225, 86160, 86160, 86235, 86235',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 34900,
    priceCents: 12900,
    searchPriority: 2,
    tags: ['lupus', 'SLE', 'ANA', 'autoimmune'],
    memberSlugs: [
      'ana-screen-ifa-with-reflex-to-titer-and-pattern',
      'dsdna-antibody',
      'complement-c3-c4',
      'sjogren-antibodies-ss-a-ss-b',
    ],
    descriptionHtml:
      '<p>Tests commonly used to evaluate suspected systemic lupus erythematosus (SLE), an autoimmune disease that can affect the skin, joints, kidneys, blood and other organs.</p>' +
      ul([
        'ANA screen by IFA with reflex to titer and pattern',
        'Double-stranded DNA antibody',
        'Complement C3 and C4',
        'SS-A (Ro) and SS-B (La) antibodies',
      ]) +
      '<p>No single test diagnoses lupus; results are interpreted together with symptoms and examination. A positive ANA screen triggers titer and pattern testing for an additional fee.</p>',
    instructionsHtml: NO_FAST + REQ_ID,
    metaDescription: 'Lupus panel: ANA with reflex, dsDNA antibody, complement C3/C4 and SS-A/SS-B antibodies.',
  },
  {
    slug: 'celiac-disease-panel',
    name: 'Celiac Disease Panel',
    cpt: '86364, 82784',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 15900,
    priceCents: 5900,
    searchPriority: 3,
    tags: ['celiac', 'gluten', 'tTG', 'IgA'],
    memberSlugs: ['celiac-ttg-iga', 'immunoglobulin-a-total'],
    descriptionHtml:
      '<p>The recommended blood tests to screen for celiac disease.</p>' +
      ul(['Tissue transglutaminase (tTG) IgA antibody', 'Total immunoglobulin A (IgA)']) +
      '<p>Total IgA is measured because people with IgA deficiency, which is more common in celiac disease, can have a falsely negative tTG-IgA. Consider testing if you have ongoing digestive symptoms, iron deficiency, or a close relative with celiac disease.</p>',
    instructionsHtml: GLUTEN + NO_FAST + REQ_ID,
    metaDescription: 'Celiac disease panel: tTG-IgA antibody with total IgA.',
  },
  {
    slug: 'immunity-titer-panel',
    name: 'Immunity Titer Panel (Measles, Mumps, Rubella, Varicella)',
    cpt: '86765, 86735, 86762, 86787',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 29900,
    priceCents: 9900,
    searchPriority: 4,
    tags: ['immunity', 'titer', 'MMR', 'varicella'],
    memberSlugs: [
      'measles-antibody-igg',
      'mumps-antibody-igg',
      'rubella-antibody-igg',
      'varicella-zoster-antibody-igg',
    ],
    descriptionHtml:
      '<p>Documents your immunity to four vaccine-preventable diseases with IgG antibody titers.</p>' +
      ul(['Measles (rubeola) IgG', 'Mumps IgG', 'Rubella IgG', 'Varicella zoster (chickenpox) IgG']) +
      '<p>Proof of immunity is often required by nursing and medical schools, universities and healthcare employers, and is useful before pregnancy or international travel. Your results report can be printed from your account.</p>',
    instructionsHtml: NO_FAST + REQ_ID,
    metaDescription: 'MMR and varicella immunity titer panel for school, work and travel requirements.',
  },
  {
    slug: 'food-allergy-panel',
    name: 'Food Allergy Panel',
    cpt: '82785, 86003, 86003, 86003, 86003, 86003',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 24900,
    priceCents: 8900,
    searchPriority: 3,
    tags: ['allergy', 'food allergy', 'IgE', 'peanut'],
    memberSlugs: [
      'total-ige',
      'peanut-allergy-ige',
      'egg-white-allergy-ige',
      'cow-milk-allergy-ige',
      'wheat-allergy-ige',
      'shrimp-allergy-ige',
    ],
    descriptionHtml:
      '<p>Measures total IgE and specific IgE antibodies to five of the most common food allergens.</p>' +
      ul(['Total IgE', 'Peanut', 'Egg white', "Cow's milk", 'Wheat', 'Shrimp']) +
      '<p>Helpful if you have had hives, swelling, vomiting or breathing symptoms after eating. A positive result shows sensitization, which does not always mean a clinical allergy; discuss results with a clinician or allergist before changing your diet. If you have ever had a severe reaction, seek care from an allergist.</p>',
    instructionsHtml: NO_FAST + ANTIHISTAMINES + REQ_ID,
    metaDescription: 'Food allergy panel: total IgE plus peanut, egg, milk, wheat and shrimp IgE.',
  },
  {
    slug: 'indoor-outdoor-allergy-panel',
    name: 'Indoor and Outdoor Allergy Panel',
    cpt: '82785, 86003, 86003, 86003, 86003, 86003, 86003',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 27900,
    priceCents: 9900,
    searchPriority: 3,
    tags: ['allergy', 'hay fever', 'pollen', 'IgE'],
    memberSlugs: [
      'total-ige',
      'cat-dander-allergy-ige',
      'dog-dander-allergy-ige',
      'dust-mite-allergy-ige',
      'ragweed-allergy-ige',
      'timothy-grass-allergy-ige',
      'alternaria-mold-allergy-ige',
    ],
    descriptionHtml:
      '<p>Identifies the common triggers behind sneezing, congestion, itchy eyes and allergic asthma.</p>' +
      ul([
        'Total IgE',
        'Cat dander and dog dander',
        'House dust mite',
        'Short ragweed and timothy grass pollen',
        'Alternaria mold',
      ]) +
      '<p>Knowing your triggers helps you reduce exposure and plan treatment. Unlike skin testing, this blood test can be done while you take antihistamines.</p>',
    instructionsHtml: NO_FAST + ANTIHISTAMINES + REQ_ID,
    metaDescription: 'Indoor and outdoor allergy panel: pets, dust mite, ragweed, grass and mold IgE plus total IgE.',
  },
  {
    slug: 'prep-monitoring-panel',
    name: 'PrEP Monitoring Panel',
    cpt: '87389, 86592, 87491, 87591, 80069, 86803',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'panels',
    marketPriceCents: 44900,
    priceCents: 16900,
    searchPriority: 2,
    tags: ['PrEP', 'HIV', 'STD', 'kidney'],
    memberSlugs: [
      'hiv-1-2-antigen-antibody-fourth-generation-with-reflexes',
      'syphilis-rpr-with-reflex-to-titer-and-confirmation',
      'chlamydia-gonorrhea-naa-urine',
      'renal-function-panel',
      'hepatitis-c-antibody-with-reflex-to-hcv-rna',
    ],
    descriptionHtml:
      '<p>The routine laboratory monitoring recommended for people taking HIV pre-exposure prophylaxis (PrEP).</p>' +
      ul([
        'HIV 1/2 antigen and antibodies, fourth generation, with reflexes',
        'Syphilis RPR with reflex to titer and confirmation',
        'Chlamydia and gonorrhea (urine NAA)',
        'Renal function panel with creatinine and eGFR',
        'Hepatitis C antibody with reflex to HCV RNA',
      ]) +
      '<p>CDC guidance recommends HIV and STI testing every 3 months while on PrEP and periodic kidney function checks for tenofovir-based regimens. Reflex confirmation tests carry an additional fee only if performed.</p>',
    instructionsHtml: FIRST_CATCH + NO_FAST + REQ_ID,
    metaDescription: 'PrEP monitoring panel: HIV, syphilis, chlamydia, gonorrhea, kidney function and hepatitis C.',
  },

  // ---------------------------------------------------------------- Packages
  {
    slug: 'essential-health-package',
    name: 'Essential Health Package',
    cpt: '85025, 80053, 80061, 83036, 84443, 81001',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'packages',
    marketPriceCents: 28900,
    priceCents: 8900,
    searchPriority: 5,
    tags: ['wellness', 'checkup', 'CBC', 'cholesterol'],
    memberSlugs: [
      'cbc-with-differential',
      'comprehensive-metabolic-panel',
      'lipid-panel',
      'hemoglobin-a1c',
      'tsh',
      'urinalysis-complete',
    ],
    descriptionHtml:
      '<p>The core tests of a routine physical in one affordable package.</p>' +
      ul([
        'Complete blood count (CBC)',
        'Comprehensive metabolic panel (CMP): blood sugar, kidney and liver function, electrolytes',
        'Lipid panel (cholesterol and triglycerides)',
        'Hemoglobin A1c',
        'TSH (thyroid)',
        'Complete urinalysis',
      ]) +
      '<p>A good yearly baseline for healthy adults who want to keep track of the most common conditions: anemia, diabetes, high cholesterol, kidney and liver problems and thyroid disease.</p>',
    instructionsHtml: FAST_12 + CLEAN_CATCH + REQ_ID,
    metaDescription: 'Essential health package: CBC, CMP, lipid panel, A1c, TSH and urinalysis for a yearly check-up.',
  },
  {
    slug: 'comprehensive-health-package',
    name: 'Comprehensive Health Package',
    cpt: '85025, 80053, 80061, 83036, 84443, 84439, 82306, 82607, 82728, 86141, 81001, 84550',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'packages',
    marketPriceCents: 58900,
    priceCents: 17900,
    searchPriority: 5,
    tags: ['wellness', 'checkup', 'comprehensive', 'vitamin D'],
    memberSlugs: [
      'cbc-with-differential',
      'comprehensive-metabolic-panel',
      'lipid-panel',
      'hemoglobin-a1c',
      'tsh',
      'free-t4',
      'vitamin-d-25-hydroxy',
      'vitamin-b12',
      'ferritin',
      'hs-crp',
      'urinalysis-complete',
      'uric-acid',
    ],
    descriptionHtml:
      '<p>Our most complete wellness package, combining the essential check-up tests with thyroid, vitamin, iron and inflammation markers.</p>' +
      ul([
        'CBC and comprehensive metabolic panel',
        'Lipid panel and high-sensitivity CRP',
        'Hemoglobin A1c',
        'TSH and free T4',
        'Vitamin D, vitamin B12 and ferritin',
        'Uric acid',
        'Complete urinalysis',
      ]) +
      '<p>Ideal for a thorough annual review or when you have general symptoms such as fatigue and want a wide first look. Share the results with your doctor to plan any follow-up.</p>',
    instructionsHtml: FAST_12 + CLEAN_CATCH + '<p>Stop biotin supplements 72 hours before your draw.</p>' + REQ_ID,
    metaDescription: 'Comprehensive health package: 12 tests including CBC, CMP, lipids, A1c, thyroid, vitamins and hs-CRP.',
  },
  {
    slug: 'mens-health-package',
    name: "Men's Health Package",
    cpt: '85025, 80053, 80061, 83036, 84402, 84403, 84153, 84443, 82306',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'packages',
    marketPriceCents: 54900,
    priceCents: 16900,
    searchPriority: 4,
    tags: ["men's health", 'testosterone', 'PSA', 'wellness'],
    memberSlugs: [
      'cbc-with-differential',
      'comprehensive-metabolic-panel',
      'lipid-panel',
      'hemoglobin-a1c',
      'testosterone-free-and-total',
      'psa-total',
      'tsh',
      'vitamin-d-25-hydroxy',
    ],
    descriptionHtml:
      '<p>A yearly check-up built around the health concerns most relevant to men.</p>' +
      ul([
        'CBC and comprehensive metabolic panel',
        'Lipid panel and hemoglobin A1c',
        'Testosterone, total and free',
        'PSA, total',
        'TSH',
        'Vitamin D',
      ]) +
      '<p>Covers heart and metabolic risk, hormone levels and prostate health in a single visit. PSA screening decisions are best discussed with your doctor, particularly between ages 55 and 69.</p>',
    instructionsHtml:
      FAST_12 +
      MORNING +
      '<p>Avoid ejaculation and vigorous cycling for 48 hours before the PSA test, and stop biotin supplements 72 hours before your draw.</p>' +
      REQ_ID,
    metaDescription: "Men's health package: CBC, CMP, lipids, A1c, total and free testosterone, PSA, TSH, vitamin D.",
  },
  {
    slug: 'womens-health-package',
    name: "Women's Health Package",
    cpt: '85025, 80053, 80061, 84443, 84439, 82306, 82728, 83540, 83550, 83036, 82670',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'packages',
    marketPriceCents: 54900,
    priceCents: 16900,
    searchPriority: 4,
    tags: ["women's health", 'thyroid', 'iron', 'wellness'],
    memberSlugs: [
      'cbc-with-differential',
      'comprehensive-metabolic-panel',
      'lipid-panel',
      'tsh',
      'free-t4',
      'vitamin-d-25-hydroxy',
      'ferritin',
      'iron-and-tibc',
      'hemoglobin-a1c',
      'estradiol',
    ],
    descriptionHtml:
      '<p>A yearly check-up focused on the conditions that most often affect women.</p>' +
      ul([
        'CBC and comprehensive metabolic panel',
        'Lipid panel and hemoglobin A1c',
        'TSH and free T4',
        'Ferritin, iron and TIBC',
        'Vitamin D',
        'Estradiol',
      ]) +
      '<p>Thyroid disease and iron deficiency are much more common in women and can cause fatigue, hair loss and low mood. This package looks for both, together with heart and metabolic risk factors.</p>',
    instructionsHtml:
      FAST_12 +
      '<p>If you still have periods, note the first day of your last period. Do not take iron supplements for 24 hours before the test, and stop biotin 72 hours before.</p>' +
      REQ_ID,
    metaDescription: "Women's health package: CBC, CMP, lipids, A1c, thyroid, iron studies, vitamin D and estradiol.",
  },
  {
    slug: 'annual-wellness-package',
    name: 'Annual Wellness Package',
    cpt: '85025, 80053, 80061, 83036, 84443, 82306, 86141, 81001',
    questCode: null,
    productType: 8,
    labCodes: 3,
    categorySlug: 'packages',
    marketPriceCents: 42900,
    priceCents: 12900,
    searchPriority: 4,
    tags: ['wellness', 'annual', 'checkup', 'prevention'],
    memberSlugs: [
      'cbc-with-differential',
      'comprehensive-metabolic-panel',
      'lipid-panel',
      'hemoglobin-a1c',
      'tsh',
      'vitamin-d-25-hydroxy',
      'hs-crp',
      'urinalysis-complete',
    ],
    descriptionHtml:
      '<p>Everything in a standard annual physical plus vitamin D and a heart inflammation marker.</p>' +
      ul([
        'CBC and comprehensive metabolic panel',
        'Lipid panel and high-sensitivity CRP',
        'Hemoglobin A1c',
        'TSH',
        'Vitamin D',
        'Complete urinalysis',
      ]) +
      '<p>Repeat the same package each year to follow trends in your results over time.</p>',
    instructionsHtml: FAST_12 + CLEAN_CATCH + REQ_ID,
    metaDescription: 'Annual wellness package: CBC, CMP, lipids, A1c, TSH, vitamin D, hs-CRP and urinalysis.',
  },
];
