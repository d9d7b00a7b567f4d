// Seed catalogue, individual tests part A (2 of 2): hormones, vitamins & nutrition,
// men's health, women's health.
// CPT codes are the real billing codes; questCode is the Quest Diagnostics order code
// where it is known with confidence, otherwise null. Prices are integer cents.
import { BIOTIN_72H, NO_PREP, prep } from './preparation';
import type { SeedProduct } from './types';

const NO_FASTING = 'No fasting is needed.';
const FAST_OVERNIGHT =
  'Fast overnight for 8 to 12 hours before your blood draw (plain water is fine). Keep taking prescribed medications unless your doctor tells you otherwise.';
const MORNING_DRAW =
  'Schedule your blood draw in the morning, ideally before 10 a.m., when levels are highest and reference ranges apply.';
const CYCLE_DAY_3 =
  'If you have menstrual cycles and are testing for fertility or cycle evaluation, have your blood drawn on day 2 to 5 of your cycle (day 1 is the first day of full bleeding), unless your doctor advises otherwise.';
const HORMONE_MEDS =
  'Keep taking prescribed hormones as directed and note the time of your last dose; results are easiest to interpret when each test is drawn at the same point in your dosing schedule.';
const SUPPLEMENT_24H =
  'Unless your doctor has asked you to measure a level while taking it, skip supplements containing this nutrient for 24 hours before the test.';

export const hormonesNutritionProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- hormones
  {
    slug: 'testosterone-total',
    name: 'Testosterone, Total',
    cpt: '84403',
    questCode: '873',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 7900,
    priceCents: 2900,
    searchPriority: 4,
    tags: ['testosterone', 'low T', 'TRT', 'hormones'],
    descriptionHtml: `<p>The <strong>Total Testosterone</strong> test measures all testosterone in your blood, including the part bound to proteins and the small free portion.</p>
<p>In men, it is the first test for symptoms that may suggest low testosterone, such as low sex drive, erectile problems, fatigue, loss of muscle or reduced body hair, and it is used to monitor testosterone therapy. In women, it can help evaluate irregular periods, acne or excess hair growth, as seen in polycystic ovary syndrome (PCOS).</p>
<p>Testosterone is highest in the morning and varies day to day, so a low result is usually confirmed with a second morning test.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING, HORMONE_MEDS, BIOTIN_72H),
    metaDescription:
      'Total testosterone blood test for men and women to evaluate low T symptoms, PCOS or monitor therapy.',
  },
  {
    slug: 'estradiol',
    name: 'Estradiol (E2)',
    cpt: '82670',
    questCode: '4021',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 4,
    tags: ['estradiol', 'E2', 'estrogen', 'hormones'],
    descriptionHtml: `<p><strong>Estradiol (E2)</strong> is the main form of estrogen in women during the reproductive years. It is produced mostly by the ovaries, and in smaller amounts by the testes and adrenal glands.</p>
<p>It is used to evaluate menstrual irregularities, fertility, menopause and ovarian function, and to monitor hormone therapy. In men, it may be checked for breast enlargement or during testosterone therapy.</p>
<p>Estradiol levels change throughout the menstrual cycle, so the timing of the draw matters when interpreting the result. For very low levels, such as in men or after menopause, the sensitive LC/MS/MS estradiol test is more accurate.</p>`,
    instructionsHtml: prep(NO_FASTING, CYCLE_DAY_3, HORMONE_MEDS, BIOTIN_72H),
    metaDescription:
      'Estradiol (E2) blood test to evaluate menstrual cycles, fertility, menopause and hormone therapy.',
  },
  {
    slug: 'fsh',
    name: 'FSH (Follicle Stimulating Hormone)',
    cpt: '83001',
    questCode: '470',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['FSH', 'fertility', 'menopause', 'hormones'],
    descriptionHtml: `<p><strong>Follicle Stimulating Hormone (FSH)</strong> is made by the pituitary gland. In women it stimulates egg follicles to grow in the ovaries; in men it supports sperm production.</p>
<p>FSH is used to evaluate fertility, irregular or absent periods and the transition to menopause, when FSH rises as ovarian function declines. In men it helps investigate low sperm count or low testosterone.</p>
<p>Hormonal birth control and hormone therapy can change FSH levels.</p>`,
    instructionsHtml: prep(NO_FASTING, CYCLE_DAY_3, BIOTIN_72H),
    metaDescription:
      'FSH blood test to evaluate fertility, menstrual irregularities, menopause and male reproductive health.',
  },
  {
    slug: 'lh',
    name: 'LH (Luteinizing Hormone)',
    cpt: '83002',
    questCode: '615',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 2,
    tags: ['LH', 'fertility', 'ovulation', 'hormones'],
    descriptionHtml: `<p><strong>Luteinizing Hormone (LH)</strong> is a pituitary hormone. In women, a surge of LH triggers ovulation; in men, LH signals the testes to make testosterone.</p>
<p>LH is usually measured with FSH to evaluate fertility, irregular periods, polycystic ovary syndrome (PCOS), menopause and, in men, low testosterone. Comparing LH with testosterone helps tell whether low testosterone starts in the testes or the pituitary.</p>`,
    instructionsHtml: prep(NO_FASTING, CYCLE_DAY_3, BIOTIN_72H),
    metaDescription:
      'LH (luteinizing hormone) blood test, used with FSH to evaluate fertility, PCOS, menopause and low testosterone.',
  },
  {
    slug: 'prolactin',
    name: 'Prolactin',
    cpt: '84146',
    questCode: '746',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['prolactin', 'PRL', 'pituitary', 'fertility'],
    descriptionHtml: `<p><strong>Prolactin</strong> is a pituitary hormone that stimulates breast milk production.</p>
<p>Outside pregnancy and breastfeeding, high prolactin can cause irregular or absent periods, infertility, breast milk discharge, low sex drive and erectile problems. The test is used to evaluate these symptoms and to look for pituitary conditions such as a prolactinoma.</p>
<p>Stress, recent exercise, sleep, breast stimulation and several medications can raise prolactin, so a mildly high value is often repeated.</p>`,
    instructionsHtml: prep(
      'Have your blood drawn at least 3 hours after waking up. Avoid strenuous exercise, breast or nipple stimulation and sexual activity for 24 hours before the test.',
      NO_FASTING,
      BIOTIN_72H,
    ),
    metaDescription:
      'Prolactin blood test to evaluate irregular periods, infertility, breast discharge, low libido and pituitary health.',
  },
  {
    slug: 'cortisol-am',
    name: 'Cortisol, A.M.',
    cpt: '82533',
    questCode: '4212',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['cortisol', 'adrenal', 'stress', 'hormones'],
    descriptionHtml: `<p><strong>Cortisol</strong> is the main stress hormone made by the adrenal glands. It helps regulate blood sugar, blood pressure, metabolism and the immune response, and normally peaks in the early morning.</p>
<p>A morning cortisol level is used to screen for adrenal insufficiency (too little cortisol) and as part of the evaluation of cortisol excess (Cushing syndrome), which usually requires additional specialized testing.</p>
<p>Steroid medicines, including prednisone, inhaled and topical steroids, and birth control pills or estrogen can affect the result.</p>`,
    instructionsHtml: prep(
      'Have your blood drawn between 7 and 9 a.m., and no later than 10 a.m.',
      NO_FASTING,
      'Tell your doctor about any steroid medicines (pills, inhalers, creams or injections) before testing.',
      BIOTIN_72H,
    ),
    metaDescription:
      'Morning cortisol blood test to help evaluate adrenal function and cortisol balance.',
  },
  {
    slug: 'dhea-sulfate',
    name: 'DHEA Sulfate (DHEA-S)',
    cpt: '82627',
    questCode: '402',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 7900,
    priceCents: 3400,
    searchPriority: 3,
    tags: ['DHEA-S', 'DHEA', 'adrenal', 'hormones'],
    descriptionHtml: `<p><strong>DHEA sulfate (DHEA-S)</strong> is a hormone made almost entirely by the adrenal glands. The body converts it into testosterone and estrogen. Levels peak in young adulthood and decline steadily with age.</p>
<p>It is used to evaluate adrenal function and signs of excess androgens in women, such as acne, excess hair growth and irregular periods, including as part of PCOS testing. It is also used to monitor people taking DHEA supplements.</p>`,
    instructionsHtml: prep(
      NO_FASTING,
      'A morning draw is preferred. Tell your doctor if you take DHEA supplements.',
      BIOTIN_72H,
    ),
    metaDescription:
      'DHEA sulfate (DHEA-S) blood test to evaluate adrenal hormone production and androgen excess.',
  },
  {
    slug: 'shbg',
    name: 'Sex Hormone Binding Globulin (SHBG)',
    cpt: '84270',
    questCode: '30740',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['SHBG', 'testosterone', 'hormones'],
    descriptionHtml: `<p><strong>Sex Hormone Binding Globulin (SHBG)</strong> is a protein made by the liver that binds testosterone and estradiol. Hormone bound tightly to SHBG is not available to tissues.</p>
<p>SHBG helps interpret a total testosterone result, because high SHBG can lower free testosterone even when total testosterone looks normal, and low SHBG can do the opposite. It is commonly ordered for low testosterone symptoms in men and for PCOS evaluation in women.</p>
<p>Age, thyroid function, liver health, insulin resistance and oral estrogen all affect SHBG.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING, BIOTIN_72H),
    metaDescription:
      'SHBG blood test to help interpret testosterone and estrogen levels in men and women.',
  },
  {
    slug: 'igf-1',
    name: 'IGF-1 (Insulin-Like Growth Factor 1)',
    cpt: '84305',
    questCode: '16293',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 2,
    tags: ['IGF-1', 'growth hormone', 'somatomedin C', 'hormones'],
    descriptionHtml: `<p><strong>Insulin-like growth factor 1 (IGF-1)</strong> is made mainly by the liver in response to growth hormone. Unlike growth hormone, which is released in pulses, IGF-1 stays fairly stable through the day.</p>
<p>That makes IGF-1 a practical screening test for growth hormone excess (acromegaly) or deficiency, and a way to monitor growth hormone treatment. Age, nutrition, liver function and thyroid status also affect IGF-1.</p>`,
    instructionsHtml: prep('Fasting overnight (water only) is preferred but not required.'),
    metaDescription:
      'IGF-1 blood test, a stable marker of growth hormone activity used to screen for excess or deficiency.',
  },
  {
    slug: 'growth-hormone',
    name: 'Growth Hormone (GH)',
    cpt: '83003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['growth hormone', 'GH', 'HGH', 'pituitary'],
    descriptionHtml: `<p><strong>Growth hormone (GH)</strong> is produced by the pituitary gland and regulates growth, metabolism and body composition.</p>
<p>GH is released in pulses, mostly during sleep, so a single random level is difficult to interpret. It is generally ordered together with IGF-1, or as part of stimulation or suppression tests arranged by a specialist.</p>`,
    instructionsHtml: prep(
      FAST_OVERNIGHT,
      'Rest quietly for about 30 minutes before the draw and avoid exercise that morning.',
    ),
    metaDescription:
      'Growth hormone (GH) blood test, usually interpreted together with IGF-1.',
  },
  {
    slug: 'pth-intact-and-calcium',
    name: 'PTH, Intact and Calcium',
    cpt: '83970, 82310',
    questCode: '8837',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 2,
    tags: ['PTH', 'parathyroid', 'calcium', 'bone'],
    descriptionHtml: `<p><strong>Parathyroid hormone (PTH)</strong> controls calcium levels in the blood by acting on bones, kidneys and the intestines (through vitamin D). This test measures intact PTH together with <strong>calcium</strong>, because the two must be read as a pair.</p>
<p>It is used to evaluate high or low calcium, kidney stones, osteoporosis and kidney disease. For example, high calcium with a high or unexpectedly normal PTH can suggest primary hyperparathyroidism, while a high PTH with low vitamin D can reflect vitamin D deficiency.</p>`,
    instructionsHtml: prep('Fasting overnight (water only) is preferred.', BIOTIN_72H),
    metaDescription:
      'Intact PTH with calcium to evaluate parathyroid function, abnormal calcium, kidney stones and bone health.',
  },
  {
    slug: 'estrone',
    name: 'Estrone (E1)',
    cpt: '82679',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 1,
    tags: ['estrone', 'E1', 'estrogen', 'menopause'],
    descriptionHtml: `<p><strong>Estrone (E1)</strong> is one of the three main estrogens. After menopause it becomes the main estrogen, produced largely in fat tissue from adrenal hormones.</p>
<p>It may be measured to evaluate estrogen status after menopause, in men with signs of excess estrogen, and in some people receiving hormone therapy. It is typically measured by LC/MS/MS for accuracy at low levels.</p>`,
    instructionsHtml: prep(NO_FASTING, HORMONE_MEDS),
    metaDescription:
      'Estrone (E1) blood test, the main estrogen after menopause, used to evaluate estrogen status.',
  },
  {
    slug: 'pregnenolone',
    name: 'Pregnenolone',
    cpt: '84140',
    questCode: '31493',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 13900,
    priceCents: 6900,
    searchPriority: 1,
    tags: ['pregnenolone', 'adrenal', 'steroid hormones'],
    descriptionHtml: `<p><strong>Pregnenolone</strong> is made from cholesterol and is the starting point for the body's steroid hormones, including cortisol, DHEA, progesterone, testosterone and estrogen.</p>
<p>It is measured by LC/MS/MS mainly when evaluating rare adrenal enzyme disorders, and sometimes to monitor pregnenolone supplementation. Results are interpreted alongside other adrenal hormones.</p>`,
    instructionsHtml: prep(
      'A morning draw is preferred. Tell your doctor if you take pregnenolone or DHEA supplements.',
      NO_FASTING,
    ),
    metaDescription:
      'Pregnenolone blood test (LC/MS/MS), a precursor of the steroid hormones, used in adrenal evaluation.',
  },
  {
    slug: '17-hydroxyprogesterone',
    name: '17-Hydroxyprogesterone',
    cpt: '83498',
    questCode: '17180',
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 11900,
    priceCents: 5400,
    searchPriority: 1,
    tags: ['17-OHP', '17-hydroxyprogesterone', 'CAH', 'adrenal'],
    descriptionHtml: `<p><strong>17-Hydroxyprogesterone (17-OHP)</strong> is a step in the adrenal glands' production of cortisol. When the enzyme 21-hydroxylase is not working well, 17-OHP builds up.</p>
<p>The test is used to screen for congenital adrenal hyperplasia (CAH), including the milder late-onset form that can cause irregular periods, acne and excess hair growth in women and can resemble PCOS.</p>`,
    instructionsHtml: prep(
      'Have your blood drawn in the early morning (before 10 a.m.). Women who have cycles should test during the first half of the cycle (days 2 to 5) unless told otherwise.',
      NO_FASTING,
    ),
    metaDescription:
      '17-hydroxyprogesterone (17-OHP) test to screen for congenital adrenal hyperplasia, including late-onset CAH.',
  },
  {
    slug: 'androstenedione',
    name: 'Androstenedione',
    cpt: '82157',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'hormones',
    marketPriceCents: 11900,
    priceCents: 5400,
    searchPriority: 1,
    tags: ['androstenedione', 'androgens', 'PCOS', 'adrenal'],
    descriptionHtml: `<p><strong>Androstenedione</strong> is an androgen made by the adrenal glands and the ovaries or testes. The body converts it into testosterone and estrone.</p>
<p>It is used with testosterone, DHEA-S and 17-hydroxyprogesterone to evaluate signs of androgen excess in women, such as excess hair growth, acne and irregular periods, and in the evaluation of adrenal disorders.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING),
    metaDescription:
      'Androstenedione blood test to help evaluate androgen excess, PCOS and adrenal disorders.',
  },

  // ---------------------------------------------------------------- vitamins-nutrition
  {
    slug: 'vitamin-d-25-hydroxy',
    name: 'Vitamin D, 25-Hydroxy',
    cpt: '82306',
    questCode: '17306',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 9900,
    priceCents: 3900,
    searchPriority: 5,
    tags: ['vitamin D', '25-OH', 'vitamins', 'bone'],
    descriptionHtml: `<p>The <strong>25-Hydroxy Vitamin D</strong> test is the best way to check your vitamin D status. Vitamin D helps your body absorb calcium and supports bone, muscle and immune health.</p>
<p>People order it when they have limited sun exposure, darker skin, are older, have osteoporosis, or have conditions or medications that affect absorption, and to monitor vitamin D supplements.</p>
<p>Many labs consider levels below 20 ng/mL deficient and 20 to 29 ng/mL insufficient; your healthcare provider can advise what level is right for you and whether a supplement is needed.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Vitamin D 25-hydroxy blood test, the standard way to check vitamin D status. No fasting required.',
  },
  {
    slug: 'vitamin-d-1-25-dihydroxy',
    name: 'Vitamin D, 1,25-Dihydroxy',
    cpt: '82652',
    questCode: '16558',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 14900,
    priceCents: 6900,
    searchPriority: 1,
    tags: ['vitamin D', '1,25-dihydroxy', 'calcitriol'],
    descriptionHtml: `<p><strong>1,25-Dihydroxy Vitamin D</strong> (calcitriol) is the active hormone form of vitamin D, made mainly in the kidneys.</p>
<p><strong>It is not the right test for checking whether you get enough vitamin D</strong>; levels can be normal or even high in deficiency. It is used in specific situations such as kidney disease, unexplained high calcium, certain granulomatous diseases like sarcoidosis, and some parathyroid or phosphate disorders. For routine vitamin D status, choose Vitamin D, 25-Hydroxy.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      '1,25-dihydroxy vitamin D (calcitriol) test for kidney, calcium and parathyroid evaluation, not for routine vitamin D status.',
  },
  {
    slug: 'vitamin-b12',
    name: 'Vitamin B12',
    cpt: '82607',
    questCode: '927',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 4,
    tags: ['B12', 'vitamin B12', 'cobalamin', 'anemia'],
    descriptionHtml: `<p>The <strong>Vitamin B12</strong> test measures cobalamin in your blood. B12 is needed to make red blood cells, maintain nerves and produce DNA.</p>
<p>Low B12 can cause anemia, fatigue, numbness or tingling, balance problems and memory changes. People at higher risk include those following a vegan diet, adults over 50, people with digestive conditions or weight-loss surgery, and people taking metformin or acid-reducing medicines long term.</p>
<p>Borderline results are often followed by methylmalonic acid or homocysteine testing.</p>`,
    instructionsHtml: prep(
      'Fasting overnight (8 hours, water only) is preferred.',
      'Skip B12 supplements and multivitamins for 24 hours before the test unless your doctor wants to measure your level while taking them.',
      BIOTIN_72H,
    ),
    metaDescription:
      'Vitamin B12 blood test to check for deficiency that can cause anemia, fatigue and nerve symptoms.',
  },
  {
    slug: 'folate-serum',
    name: 'Folate, Serum',
    cpt: '82746',
    questCode: '466',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['folate', 'folic acid', 'vitamin B9', 'anemia'],
    descriptionHtml: `<p><strong>Folate</strong> (vitamin B9) works with vitamin B12 to make healthy red blood cells and is especially important before and during early pregnancy to help prevent neural tube defects.</p>
<p>The serum folate test checks for deficiency, which can cause a large-cell (macrocytic) anemia. It is usually ordered together with vitamin B12. Because serum folate reflects recent intake, a single recent meal can raise it.</p>`,
    instructionsHtml: prep('Fast for 8 hours before the draw (water only), because a recent meal can raise serum folate.', BIOTIN_72H),
    metaDescription:
      'Serum folate (vitamin B9) blood test to check for deficiency, usually ordered with vitamin B12.',
  },
  {
    slug: 'folate-rbc',
    name: 'Folate, RBC',
    cpt: '82747',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 8900,
    priceCents: 4400,
    searchPriority: 1,
    tags: ['folate', 'RBC folate', 'vitamin B9'],
    descriptionHtml: `<p>The <strong>Red Blood Cell (RBC) Folate</strong> test measures folate stored inside red blood cells. Because red cells live about 120 days, it reflects folate status over the past few months rather than recent meals.</p>
<p>It can be helpful when serum folate is borderline or may have been affected by a recent meal or supplement.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'RBC folate test reflecting longer-term folate (vitamin B9) status over the past few months.',
  },
  {
    slug: 'ferritin',
    name: 'Ferritin',
    cpt: '82728',
    questCode: '457',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 5900,
    priceCents: 2400,
    searchPriority: 4,
    tags: ['ferritin', 'iron', 'anemia', 'iron stores'],
    descriptionHtml: `<p><strong>Ferritin</strong> is the protein that stores iron in your body, and the amount in your blood reflects your iron stores.</p>
<p>A low ferritin is the most specific sign of iron deficiency, often present before anemia develops. People order it for fatigue, hair shedding, heavy periods, pregnancy, plant-based diets or frequent blood donation. High ferritin can be seen with iron overload (such as hemochromatosis), liver disease and inflammation.</p>
<p>Because ferritin rises with inflammation and infection, it is often interpreted with iron and TIBC results.</p>`,
    instructionsHtml: prep(NO_FASTING, BIOTIN_72H),
    metaDescription:
      'Ferritin blood test measuring your iron stores to check for iron deficiency or iron overload.',
  },
  {
    slug: 'iron-and-tibc',
    name: 'Iron and Total Iron Binding Capacity (TIBC)',
    cpt: '83540, 83550',
    questCode: '7573',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['iron', 'TIBC', 'anemia', 'iron saturation'],
    descriptionHtml: `<p>This test measures <strong>serum iron</strong> and <strong>total iron binding capacity (TIBC)</strong>, and calculates <strong>transferrin saturation</strong>, the percentage of iron-carrying capacity that is in use.</p>
<p>Together with ferritin, these results help identify iron deficiency, iron overload such as hereditary hemochromatosis, and anemia related to chronic disease. Low iron with high TIBC is typical of iron deficiency; high saturation can suggest iron overload.</p>`,
    instructionsHtml: prep(
      'A morning draw after an overnight fast (8 to 12 hours, water only) is preferred, because iron levels vary through the day and rise after meals.',
      'Do not take iron supplements or iron-containing multivitamins for 24 hours before the test.',
    ),
    metaDescription:
      'Iron and TIBC blood test with transferrin saturation to evaluate iron deficiency and iron overload.',
  },
  {
    slug: 'iron-total',
    name: 'Iron, Total',
    cpt: '83540',
    questCode: '571',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 3900,
    priceCents: 1700,
    searchPriority: 1,
    tags: ['iron', 'serum iron', 'anemia'],
    descriptionHtml: `<p>The <strong>Serum Iron</strong> test measures the amount of iron circulating in your blood, bound to the transport protein transferrin.</p>
<p>Serum iron changes throughout the day and after meals, so on its own it is a limited test. It is most useful together with TIBC and ferritin, which give a fuller picture of iron status.</p>`,
    instructionsHtml: prep(
      'A morning draw after an overnight fast (8 to 12 hours, water only) is preferred.',
      'Do not take iron supplements for 24 hours before the test.',
    ),
    metaDescription:
      'Serum iron blood test, best interpreted with TIBC and ferritin to evaluate iron status.',
  },
  {
    slug: 'magnesium',
    name: 'Magnesium',
    cpt: '83735',
    questCode: '622',
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 4500,
    priceCents: 1900,
    searchPriority: 3,
    tags: ['magnesium', 'Mg', 'electrolytes', 'minerals'],
    descriptionHtml: `<p>The <strong>Magnesium</strong> test measures magnesium in your blood serum. Magnesium is needed for muscle and nerve function, heart rhythm, blood sugar control and bone health.</p>
<p>Low magnesium can be caused by poor intake, alcohol use, diarrhea, diabetes and medicines such as diuretics and long-term acid reducers (PPIs); it can cause muscle cramps, weakness or heart rhythm changes. High levels are uncommon and usually related to kidney disease or magnesium-containing medicines.</p>`,
    instructionsHtml: prep(NO_FASTING, SUPPLEMENT_24H),
    metaDescription:
      'Serum magnesium blood test to check for low or high magnesium affecting muscles, nerves and heart rhythm.',
  },
  {
    slug: 'magnesium-rbc',
    name: 'Magnesium, RBC',
    cpt: '83735',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 7900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['magnesium', 'RBC magnesium', 'minerals'],
    descriptionHtml: `<p>The <strong>RBC Magnesium</strong> test measures magnesium inside red blood cells rather than in the serum. Most of the body's magnesium is stored inside cells and bone, so serum levels can stay normal even when stores are low.</p>
<p>Some clinicians use RBC magnesium as an additional measure of magnesium status, although there is no universal agreement on the best test. Discuss your result with your healthcare provider.</p>`,
    instructionsHtml: prep(NO_FASTING, SUPPLEMENT_24H),
    metaDescription:
      'RBC magnesium test measuring magnesium inside red blood cells as an additional view of magnesium status.',
  },
  {
    slug: 'zinc',
    name: 'Zinc, Plasma or Serum',
    cpt: '84630',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 6900,
    priceCents: 3400,
    searchPriority: 2,
    tags: ['zinc', 'Zn', 'minerals', 'immune'],
    descriptionHtml: `<p><strong>Zinc</strong> is a trace mineral involved in immune function, wound healing, taste and smell, skin health and growth.</p>
<p>The test is used to check for deficiency, which can occur with poor diet, digestive conditions, weight-loss surgery, alcohol use or kidney disease, and to monitor supplementation. Excess zinc from supplements can lower copper levels.</p>`,
    instructionsHtml: prep(FAST_OVERNIGHT, SUPPLEMENT_24H),
    metaDescription:
      'Zinc blood test to check for deficiency or monitor supplements affecting immunity, healing and taste.',
  },
  {
    slug: 'copper',
    name: 'Copper, Serum',
    cpt: '82525',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 7900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['copper', 'Cu', 'minerals'],
    descriptionHtml: `<p><strong>Copper</strong> is a trace mineral needed for iron metabolism, nerve function, connective tissue and energy production.</p>
<p>Low copper can occur after weight-loss surgery, with malabsorption or with high-dose zinc supplements, and can cause anemia, low white blood cells or nerve problems. Copper is also used with ceruloplasmin to help evaluate Wilson disease, a rare inherited copper overload disorder.</p>`,
    instructionsHtml: prep(NO_FASTING, SUPPLEMENT_24H),
    metaDescription:
      'Serum copper test to check for copper deficiency or help evaluate copper overload.',
  },
  {
    slug: 'methylmalonic-acid',
    name: 'Methylmalonic Acid (MMA)',
    cpt: '83921',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 1,
    tags: ['MMA', 'methylmalonic acid', 'B12'],
    descriptionHtml: `<p><strong>Methylmalonic acid (MMA)</strong> builds up in the blood when the body does not have enough vitamin B12 to process it.</p>
<p>MMA is a sensitive marker of B12 deficiency at the tissue level and is often ordered when a vitamin B12 result is borderline or does not match symptoms. Reduced kidney function can also raise MMA.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Methylmalonic acid (MMA) test, a sensitive marker of vitamin B12 deficiency when B12 results are borderline.',
  },
  {
    slug: 'vitamin-a',
    name: 'Vitamin A (Retinol)',
    cpt: '84590',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 1,
    tags: ['vitamin A', 'retinol', 'vitamins'],
    descriptionHtml: `<p>The <strong>Vitamin A</strong> test measures retinol, the main circulating form of vitamin A. Vitamin A is essential for vision (especially night vision), immune function and healthy skin.</p>
<p>It is used to check for deficiency in people with malabsorption conditions or after weight-loss surgery, and for excess in people taking high-dose supplements, since too much vitamin A can be harmful.</p>`,
    instructionsHtml: prep(FAST_OVERNIGHT, SUPPLEMENT_24H),
    metaDescription:
      'Vitamin A (retinol) blood test to check for deficiency or excess from supplements.',
  },
  {
    slug: 'vitamin-e',
    name: 'Vitamin E (Tocopherol)',
    cpt: '84446',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 0,
    tags: ['vitamin E', 'tocopherol', 'vitamins'],
    descriptionHtml: `<p>The <strong>Vitamin E</strong> test measures alpha- and gamma-tocopherol, the main forms of vitamin E, an antioxidant that protects cell membranes and supports nerve function.</p>
<p>Deficiency is uncommon and usually related to fat malabsorption, for example with cystic fibrosis, liver or pancreatic disease or after weight-loss surgery. The test is also used to check levels in people taking high-dose supplements.</p>`,
    instructionsHtml: prep(FAST_OVERNIGHT, SUPPLEMENT_24H),
    metaDescription:
      'Vitamin E (tocopherol) blood test to check for deficiency from fat malabsorption or excess from supplements.',
  },
  {
    slug: 'vitamin-b1-thiamine',
    name: 'Vitamin B1 (Thiamine)',
    cpt: '84425',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 14900,
    priceCents: 6900,
    searchPriority: 1,
    tags: ['vitamin B1', 'thiamine', 'vitamins'],
    descriptionHtml: `<p>The <strong>Vitamin B1 (Thiamine)</strong> test measures the active form of thiamine in whole blood. Thiamine helps convert food into energy and is essential for the nerves and heart.</p>
<p>Deficiency is most often seen with heavy alcohol use, after weight-loss surgery, with prolonged vomiting or very poor diet, and with some diuretics. Severe deficiency can affect the nerves, heart and brain.</p>`,
    instructionsHtml: prep(FAST_OVERNIGHT, SUPPLEMENT_24H),
    metaDescription:
      'Vitamin B1 (thiamine) whole blood test to check for deficiency linked to alcohol use, surgery or poor diet.',
  },
  {
    slug: 'vitamin-b6',
    name: 'Vitamin B6 (Pyridoxal 5-Phosphate)',
    cpt: '84207',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'vitamins-nutrition',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 1,
    tags: ['vitamin B6', 'pyridoxine', 'P5P', 'vitamins'],
    descriptionHtml: `<p>The <strong>Vitamin B6</strong> test measures pyridoxal 5-phosphate (P5P), the active form of vitamin B6. B6 is involved in protein metabolism, red blood cell production and nerve function.</p>
<p>It is used to check for deficiency, which can occur with kidney disease, alcohol use, malabsorption and some medications, and for excess, since long-term high-dose B6 supplements can cause nerve symptoms such as numbness and tingling.</p>`,
    instructionsHtml: prep(FAST_OVERNIGHT, SUPPLEMENT_24H),
    metaDescription:
      'Vitamin B6 (P5P) blood test to check for deficiency or excess from high-dose supplements.',
  },

  // ---------------------------------------------------------------- mens-health
  {
    slug: 'psa-total',
    name: 'PSA (Prostate-Specific Antigen), Total',
    cpt: '84153',
    questCode: '5363',
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 4,
    tags: ['PSA', 'prostate', "men's health"],
    descriptionHtml: `<p><strong>Prostate-specific antigen (PSA)</strong> is a protein made by the prostate gland. The PSA test measures its level in the blood.</p>
<p>PSA is used for prostate cancer screening and to monitor men who have been treated for prostate cancer. Guidelines recommend that men, especially those aged 55 to 69, discuss the benefits and limitations of PSA screening with their healthcare provider; Black men and men with a family history may start that conversation earlier.</p>
<p>PSA can also rise with an enlarged prostate (BPH), prostatitis, recent ejaculation or vigorous cycling. An elevated PSA does not mean cancer, and a normal PSA does not rule it out.</p>`,
    instructionsHtml: prep(
      NO_FASTING,
      'Avoid ejaculation and vigorous exercise such as bicycling for 48 hours before the test. If you recently had a prostate exam, biopsy or urinary procedure, ask your doctor how long to wait.',
      BIOTIN_72H,
    ),
    metaDescription:
      'PSA blood test for prostate cancer screening and monitoring. Discuss screening with your healthcare provider.',
  },
  {
    slug: 'psa-free-and-total',
    name: 'PSA, Total and Free',
    cpt: '84153, 84154',
    questCode: '31348',
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 3,
    tags: ['PSA', 'free PSA', 'prostate', "men's health"],
    descriptionHtml: `<p>This test measures <strong>total PSA</strong> and <strong>free PSA</strong> (the portion not bound to proteins) and reports the <strong>percent free PSA</strong>.</p>
<p>When total PSA is mildly elevated, commonly between 4 and 10 ng/mL, the percent free PSA helps estimate the likelihood of prostate cancer: a lower percentage is associated with a higher likelihood, and a higher percentage suggests a benign cause such as prostate enlargement. It can help you and your doctor decide on next steps.</p>`,
    instructionsHtml: prep(
      NO_FASTING,
      'Avoid ejaculation and vigorous exercise such as bicycling for 48 hours before the test. If you recently had a prostate exam, biopsy or urinary procedure, ask your doctor how long to wait.',
      BIOTIN_72H,
    ),
    metaDescription:
      'Total and free PSA with percent free PSA to help interpret a mildly elevated PSA result.',
  },
  {
    slug: 'testosterone-free-and-total',
    name: 'Testosterone, Free (Dialysis) and Total (LC/MS/MS)',
    cpt: '84402, 84403',
    questCode: '36170',
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 4,
    tags: ['testosterone', 'free testosterone', 'low T', 'TRT'],
    descriptionHtml: `<p>This test measures <strong>total testosterone</strong> by LC/MS/MS and <strong>free testosterone</strong> by equilibrium dialysis, the reference method. Free testosterone is the small unbound fraction that is directly available to tissues.</p>
<p>It gives a more complete picture than total testosterone alone, especially when total testosterone is borderline or when conditions that change SHBG are present, such as aging, obesity, diabetes, thyroid or liver disease. It is commonly used to evaluate low testosterone symptoms and to monitor testosterone therapy.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING, HORMONE_MEDS),
    metaDescription:
      'Free (dialysis) and total (LC/MS/MS) testosterone for a complete look at low T and testosterone therapy.',
  },
  {
    slug: 'testosterone-bioavailable',
    name: 'Testosterone, Bioavailable',
    cpt: '84410',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 14900,
    priceCents: 7400,
    searchPriority: 1,
    tags: ['bioavailable testosterone', 'testosterone', 'low T'],
    descriptionHtml: `<p><strong>Bioavailable testosterone</strong> includes free testosterone plus testosterone that is loosely bound to albumin; both are readily available to the body's tissues.</p>
<p>It may be used when SHBG is abnormal, since total testosterone can then be misleading, for example in older men or people with obesity, diabetes, thyroid or liver disease.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING, HORMONE_MEDS),
    metaDescription:
      'Bioavailable testosterone test, useful when SHBG is abnormal and total testosterone may be misleading.',
  },
  {
    slug: 'dihydrotestosterone',
    name: 'Dihydrotestosterone (DHT)',
    cpt: '82642',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 2,
    tags: ['DHT', 'dihydrotestosterone', 'hair loss', 'prostate'],
    descriptionHtml: `<p><strong>Dihydrotestosterone (DHT)</strong> is a potent androgen made from testosterone by the enzyme 5-alpha reductase in the skin, hair follicles and prostate.</p>
<p>DHT drives male pattern hair loss and prostate growth. The test may be ordered for people taking 5-alpha reductase inhibitors such as finasteride or dutasteride, during testosterone therapy, or to help evaluate hair loss or androgen excess.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING, HORMONE_MEDS),
    metaDescription:
      'Dihydrotestosterone (DHT) blood test for hair loss, prostate health, finasteride use or testosterone therapy.',
  },
  {
    slug: 'estradiol-sensitive',
    name: 'Estradiol, Ultrasensitive (LC/MS/MS)',
    cpt: '82670',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 14900,
    priceCents: 6900,
    searchPriority: 2,
    tags: ['estradiol', 'E2', 'sensitive estradiol', 'TRT'],
    descriptionHtml: `<p>The <strong>Ultrasensitive Estradiol</strong> test uses liquid chromatography with tandem mass spectrometry (LC/MS/MS) to measure the low estradiol levels found in men, postmenopausal women and children more accurately than standard immunoassays.</p>
<p>Men on testosterone therapy often have estradiol checked because some testosterone converts to estradiol; high levels can be associated with breast tenderness or enlargement and fluid retention. It is also used in women taking aromatase inhibitors.</p>`,
    instructionsHtml: prep(NO_FASTING, HORMONE_MEDS),
    metaDescription:
      'Ultrasensitive estradiol (LC/MS/MS) for accurate low estrogen levels in men on TRT and postmenopausal women.',
  },
  {
    slug: 'hematocrit',
    name: 'Hematocrit',
    cpt: '85014',
    questCode: '509',
    productType: 1,
    labCodes: 3,
    categorySlug: 'mens-health',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 2,
    tags: ['hematocrit', 'Hct', 'TRT', 'red blood cells'],
    descriptionHtml: `<p><strong>Hematocrit</strong> is the percentage of your blood volume made up of red blood cells.</p>
<p>Testosterone therapy can stimulate red blood cell production, and a high hematocrit can thicken the blood, so it is checked regularly in men on testosterone. It is also a simple check for anemia or dehydration.</p>`,
    instructionsHtml: prep(NO_PREP, 'Drink water as usual; being dehydrated can raise hematocrit.'),
    metaDescription:
      'Hematocrit blood test, commonly used to monitor men on testosterone therapy and to check for anemia.',
  },

  // ---------------------------------------------------------------- womens-health
  {
    slug: 'anti-mullerian-hormone',
    name: 'AMH (Anti-Mullerian Hormone)',
    cpt: '82166',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 16900,
    priceCents: 8900,
    searchPriority: 3,
    tags: ['AMH', 'ovarian reserve', 'fertility', 'egg count'],
    descriptionHtml: `<p><strong>Anti-Mullerian Hormone (AMH)</strong> is produced by small follicles in the ovaries, and its level reflects the remaining supply of eggs, known as ovarian reserve.</p>
<p>AMH is commonly used when planning fertility treatment or egg freezing, to anticipate response to ovarian stimulation, and as part of the evaluation of polycystic ovary syndrome (PCOS), where levels are often high. Levels naturally decline with age.</p>
<p>AMH does not predict the ability to conceive naturally in the near term, and a low AMH does not mean pregnancy is impossible. Hormonal birth control can lower AMH somewhat.</p>`,
    instructionsHtml: prep(
      'No fasting is needed, and AMH can be drawn on any day of the menstrual cycle.',
      BIOTIN_72H,
    ),
    metaDescription:
      'AMH blood test to estimate ovarian reserve for fertility planning, egg freezing or PCOS evaluation.',
  },
  {
    slug: 'hcg-quantitative',
    name: 'hCG, Total, Quantitative (Pregnancy Blood Test)',
    cpt: '84702',
    questCode: '8396',
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 5900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['hCG', 'pregnancy', 'beta hCG', 'quantitative'],
    descriptionHtml: `<p>The <strong>Quantitative hCG</strong> test measures the exact amount of human chorionic gonadotropin (hCG), the hormone produced by the placenta soon after implantation.</p>
<p>It can detect pregnancy earlier than most home urine tests, usually about 8 to 11 days after conception. In early pregnancy, hCG typically rises quickly over 48 to 72 hours, so repeat tests can help your healthcare provider follow the pregnancy.</p>
<p>Seek urgent care for severe abdominal pain or heavy bleeding rather than waiting for a lab result.</p>`,
    instructionsHtml: prep(NO_PREP, BIOTIN_72H),
    metaDescription:
      'Quantitative hCG pregnancy blood test measuring the exact hCG level; detects pregnancy early.',
  },
  {
    slug: 'hcg-qualitative-serum',
    name: 'hCG, Qualitative, Serum',
    cpt: '84703',
    questCode: '8435',
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 3900,
    priceCents: 1900,
    searchPriority: 1,
    tags: ['hCG', 'pregnancy', 'qualitative'],
    descriptionHtml: `<p>The <strong>Qualitative hCG</strong> blood test gives a simple positive or negative answer for pregnancy by detecting human chorionic gonadotropin in the blood.</p>
<p>It is more sensitive than most home urine tests. If you need to follow hCG levels over time, choose the quantitative test instead.</p>`,
    instructionsHtml: prep(NO_PREP, BIOTIN_72H),
    metaDescription:
      'Qualitative hCG blood pregnancy test with a simple positive or negative result.',
  },
  {
    slug: 'progesterone',
    name: 'Progesterone',
    cpt: '84144',
    questCode: '745',
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['progesterone', 'ovulation', 'fertility', 'hormones'],
    descriptionHtml: `<p><strong>Progesterone</strong> is produced by the ovaries after ovulation and prepares the lining of the uterus for pregnancy. It stays high in early pregnancy.</p>
<p>A progesterone level drawn in the second half of the cycle is commonly used to check whether ovulation has occurred. It is also used in fertility care, in early pregnancy and to monitor progesterone therapy.</p>`,
    instructionsHtml: prep(
      NO_FASTING,
      'To confirm ovulation, have your blood drawn about 7 days before your next expected period (around day 21 of a 28-day cycle), unless your doctor gives you a different day.',
      BIOTIN_72H,
    ),
    metaDescription:
      'Progesterone blood test to confirm ovulation, support fertility care and monitor early pregnancy or therapy.',
  },
  {
    slug: 'fsh-and-lh',
    name: 'FSH and LH',
    cpt: '83001, 83002',
    questCode: '7137',
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 11900,
    priceCents: 4900,
    searchPriority: 2,
    tags: ['FSH', 'LH', 'fertility', 'menopause', 'PCOS'],
    descriptionHtml: `<p>This test measures <strong>FSH</strong> and <strong>LH</strong>, the two pituitary hormones that control the ovaries and testes, from a single blood draw.</p>
<p>Measuring them together helps evaluate fertility, irregular or absent periods, perimenopause and menopause, and polycystic ovary syndrome (PCOS), where LH is often higher relative to FSH. In men it helps find the cause of low testosterone or low sperm count.</p>`,
    instructionsHtml: prep(NO_FASTING, CYCLE_DAY_3, BIOTIN_72H),
    metaDescription:
      'FSH and LH blood test to evaluate fertility, menstrual irregularities, menopause and PCOS.',
  },
  {
    slug: 'testosterone-total-lc-ms-ms',
    name: 'Testosterone, Total, LC/MS/MS (Women and Children)',
    cpt: '84403',
    questCode: '15983',
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 2,
    tags: ['testosterone', 'PCOS', 'androgens', 'LC/MS/MS'],
    descriptionHtml: `<p>This test measures <strong>total testosterone by LC/MS/MS</strong> (liquid chromatography with tandem mass spectrometry), a method that is accurate at the low levels normally found in women and children, where standard immunoassays are less reliable.</p>
<p>It is used to evaluate signs of excess androgens in women, such as irregular periods, acne, excess facial or body hair and scalp hair thinning, including as part of PCOS testing, and to monitor testosterone therapy in women.</p>`,
    instructionsHtml: prep(MORNING_DRAW, NO_FASTING, HORMONE_MEDS),
    metaDescription:
      'LC/MS/MS total testosterone, accurate at the low levels found in women; used in PCOS and androgen evaluation.',
  },
  {
    slug: 'inhibin-b',
    name: 'Inhibin B',
    cpt: '83520',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'womens-health',
    marketPriceCents: 19900,
    priceCents: 9900,
    searchPriority: 0,
    tags: ['inhibin B', 'ovarian reserve', 'fertility'],
    descriptionHtml: `<p><strong>Inhibin B</strong> is a hormone produced by developing follicles in the ovaries (and by the testes in men). It helps regulate FSH.</p>
<p>In women, it has been used as a marker of ovarian function, although AMH is now the more commonly used ovarian reserve test. In men, inhibin B reflects sperm-producing activity in the testes. It is usually ordered by fertility specialists.</p>`,
    instructionsHtml: prep(NO_FASTING, CYCLE_DAY_3),
    metaDescription:
      'Inhibin B blood test, a marker of ovarian follicle activity and testicular sperm production.',
  },
];
