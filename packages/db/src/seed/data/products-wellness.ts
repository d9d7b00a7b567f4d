// Seed catalogue, individual tests part A (1 of 2): general health, heart health,
// diabetes, thyroid, kidney & liver, blood & hematology.
// CPT codes are the real billing codes; questCode is the Quest Diagnostics order code
// where it is known with confidence, otherwise null. Prices are integer cents.
import { BIOTIN_72H, NO_PREP, prep } from './preparation';
import type { SeedProduct } from './types';

const FAST_9_12 =
  'Fast for 9 to 12 hours before your blood draw. Plain water is fine; avoid food, coffee, juice, gum and alcohol. Keep taking prescribed medications unless your doctor tells you otherwise.';
const FAST_8 =
  'Fast for at least 8 hours before your blood draw (plain water is fine). An early-morning appointment makes this easiest.';
const FAST_PREFERRED =
  'Fasting for 8 to 12 hours (water only) is preferred so that your glucose result can be read as a fasting value. If you have not fasted, tell the phlebotomist.';
const THYROID_NO_PREP = 'No fasting is needed. You can eat and drink as normal.';
const THYROID_MEDS =
  'If you take thyroid medication, ask your doctor whether to have your blood drawn before your daily dose; many people are tested before taking it that morning.';

export const wellnessProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- general-health
  {
    slug: 'comprehensive-metabolic-panel',
    name: 'Comprehensive Metabolic Panel (CMP)',
    cpt: '80053',
    questCode: '10231',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 7900,
    priceCents: 2400,
    searchPriority: 5,
    tags: ['CMP', 'metabolic', 'kidney', 'liver', 'glucose'],
    descriptionHtml: `<p>The <strong>Comprehensive Metabolic Panel (CMP)</strong> is one of the most commonly ordered blood tests. It measures 14 substances that give a broad picture of your metabolism, kidney and liver function, and fluid and electrolyte balance.</p>
<ul><li><strong>Glucose</strong> and <strong>calcium</strong></li><li><strong>Electrolytes:</strong> sodium, potassium, chloride and carbon dioxide (bicarbonate)</li><li><strong>Kidney:</strong> blood urea nitrogen (BUN), creatinine and a calculated eGFR</li><li><strong>Liver and proteins:</strong> albumin, total protein, alkaline phosphatase, ALT, AST and bilirubin</li></ul>
<p>People order a CMP as part of a yearly check-up, to follow a chronic condition, or to check for side effects of medications that can affect the liver or kidneys.</p>
<p>Results outside the reference range can point to issues such as high blood sugar, dehydration, kidney or liver stress, but a single abnormal value is not a diagnosis. Review your results with your healthcare provider.</p>`,
    instructionsHtml: prep(FAST_9_12),
    metaDescription:
      'Comprehensive Metabolic Panel (CMP): 14 markers of glucose, electrolytes, kidney and liver function. Order online and save.',
  },
  {
    slug: 'basic-metabolic-panel',
    name: 'Basic Metabolic Panel (BMP)',
    cpt: '80048',
    questCode: '10165',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 5900,
    priceCents: 1900,
    searchPriority: 4,
    tags: ['BMP', 'metabolic', 'electrolytes', 'kidney'],
    descriptionHtml: `<p>The <strong>Basic Metabolic Panel (BMP)</strong> measures eight substances in your blood: glucose, calcium, sodium, potassium, chloride, carbon dioxide (bicarbonate), blood urea nitrogen (BUN) and creatinine, with a calculated eGFR.</p>
<p>It is a quick check of blood sugar, fluid and electrolyte balance and kidney function. It is often used to monitor people taking blood pressure medicines or diuretics, which can shift potassium and sodium levels.</p>
<p>Unlike the Comprehensive Metabolic Panel, the BMP does not include liver tests or protein levels.</p>`,
    instructionsHtml: prep(FAST_PREFERRED),
    metaDescription:
      'Basic Metabolic Panel (BMP): glucose, electrolytes, calcium and kidney function (BUN, creatinine, eGFR) in one affordable blood test.',
  },
  {
    slug: 'electrolyte-panel',
    name: 'Electrolyte Panel',
    cpt: '80051',
    questCode: '34392',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['electrolytes', 'sodium', 'potassium', 'chloride'],
    descriptionHtml: `<p>The <strong>Electrolyte Panel</strong> measures sodium, potassium, chloride and carbon dioxide (bicarbonate). These minerals help control fluid balance, nerve signals, muscle contraction and the acid-base balance of your blood.</p>
<p>Doctors use it to look for imbalances caused by dehydration, vomiting or diarrhea, kidney problems, and medications such as diuretics and some blood pressure drugs.</p>
<p>Abnormal values usually need to be read together with your symptoms, medications and kidney function.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Electrolyte Panel: sodium, potassium, chloride and CO2 to check fluid and acid-base balance. Affordable lab test, no fasting.',
  },
  {
    slug: 'urinalysis-complete',
    name: 'Urinalysis, Complete',
    cpt: '81001',
    questCode: '5463',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 4500,
    priceCents: 1900,
    searchPriority: 3,
    tags: ['urinalysis', 'UA', 'urine', 'UTI'],
    descriptionHtml: `<p>A <strong>complete urinalysis</strong> examines a urine sample in three ways: its physical appearance (color, clarity, specific gravity), a chemical dipstick analysis (pH, protein, glucose, ketones, blood, bilirubin, urobilinogen, nitrite and leukocyte esterase) and a microscopic exam for cells, crystals and casts.</p>
<p>It is a routine part of many check-ups and is used to screen for urinary tract infection, kidney problems and signs of diabetes.</p>
<p>Findings such as protein, blood or white cells in the urine can have many causes and may need follow-up testing with your healthcare provider.</p>`,
    instructionsHtml: prep(
      'A first-morning urine sample is preferred but not required. You will give a clean-catch, midstream sample at the patient service center.',
      'If possible, avoid testing during a menstrual period, which can add blood to the sample.',
    ),
    metaDescription:
      'Complete urinalysis with dipstick and microscopic exam to screen for urinary tract infection, kidney issues and glucose in urine.',
  },
  {
    slug: 'uric-acid',
    name: 'Uric Acid',
    cpt: '84550',
    questCode: '905',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 4500,
    priceCents: 1700,
    searchPriority: 3,
    tags: ['uric acid', 'gout', 'kidney stones'],
    descriptionHtml: `<p>The <strong>Uric Acid</strong> test measures the amount of uric acid in your blood. Uric acid forms when the body breaks down purines, found in your cells and in foods such as red meat, organ meats, some seafood, beer and sugary drinks.</p>
<p>High levels can lead to crystals in the joints (gout) or kidney stones. The test is used to help evaluate joint pain, to monitor people taking uric acid-lowering medication, and during some cancer treatments.</p>
<p>A high result does not always mean gout, and people can have a gout attack with a normal level, so results are read together with symptoms.</p>`,
    instructionsHtml: prep(NO_PREP, 'Avoid heavy alcohol use and very high-purine meals the day before the test.'),
    metaDescription:
      'Uric acid blood test to help evaluate gout, joint pain and kidney stone risk, or to monitor uric acid-lowering treatment.',
  },
  {
    slug: 'calcium',
    name: 'Calcium',
    cpt: '82310',
    questCode: '303',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 3900,
    priceCents: 1500,
    searchPriority: 2,
    tags: ['calcium', 'bone', 'parathyroid'],
    descriptionHtml: `<p>The <strong>Calcium</strong> test measures the total calcium in your blood. Calcium is essential for strong bones and teeth and for normal function of nerves, muscles and the heart.</p>
<p>Blood calcium is tightly controlled by parathyroid hormone and vitamin D. The test is used to look for parathyroid, bone, kidney and some other conditions, and to monitor people taking calcium or vitamin D supplements.</p>
<p>Because much of the calcium in blood is bound to albumin, results are often interpreted together with an albumin level.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Calcium blood test to check bone, parathyroid and kidney health or monitor calcium and vitamin D supplements.',
  },
  {
    slug: 'potassium',
    name: 'Potassium',
    cpt: '84132',
    questCode: '733',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 1,
    tags: ['potassium', 'electrolytes', 'K'],
    descriptionHtml: `<p>The <strong>Potassium</strong> test measures the level of potassium, an electrolyte that is critical for heart rhythm, muscle function and nerve signals.</p>
<p>It is commonly used to monitor people taking diuretics, ACE inhibitors, ARBs or potassium supplements, and people with kidney disease. Both low and high potassium can cause weakness or heart rhythm changes.</p>`,
    instructionsHtml: prep(
      NO_PREP,
      'Avoid clenching your fist repeatedly during the draw, as it can falsely raise potassium.',
    ),
    metaDescription:
      'Potassium blood test to monitor electrolytes, kidney function and medications such as diuretics and blood pressure drugs.',
  },
  {
    slug: 'sodium',
    name: 'Sodium',
    cpt: '84295',
    questCode: '836',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 1,
    tags: ['sodium', 'electrolytes', 'Na'],
    descriptionHtml: `<p>The <strong>Sodium</strong> test measures the sodium level in your blood. Sodium helps regulate the amount of water in and around your cells and is important for nerve and muscle function.</p>
<p>Abnormal levels are usually related to fluid balance: drinking too much or too little water, vomiting, diarrhea, kidney or adrenal problems, and medications such as diuretics and some antidepressants.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Sodium blood test to check fluid and electrolyte balance, often used to monitor diuretics and other medications.',
  },
  {
    slug: 'phosphorus',
    name: 'Phosphorus',
    cpt: '84100',
    questCode: '718',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 3900,
    priceCents: 1600,
    searchPriority: 1,
    tags: ['phosphorus', 'phosphate', 'bone'],
    descriptionHtml: `<p>The <strong>Phosphorus</strong> test measures phosphate in your blood. Phosphorus works with calcium to build bones and teeth and is needed for energy production in every cell.</p>
<p>It is usually checked together with calcium when evaluating kidney disease, parathyroid disorders, vitamin D problems or bone disease.</p>`,
    instructionsHtml: prep('Fasting overnight (8 to 12 hours, water only) is preferred, because a recent meal can shift phosphorus levels.'),
    metaDescription:
      'Phosphorus (phosphate) blood test used with calcium to evaluate kidney, parathyroid, vitamin D and bone health.',
  },
  {
    slug: 'creatine-kinase-total',
    name: 'Creatine Kinase (CK), Total',
    cpt: '82550',
    questCode: '374',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 5900,
    priceCents: 2400,
    searchPriority: 1,
    tags: ['CK', 'CPK', 'muscle', 'statin'],
    descriptionHtml: `<p><strong>Creatine kinase (CK)</strong>, also called CPK, is an enzyme found mainly in skeletal muscle, the heart and the brain. When muscle is injured, CK leaks into the blood.</p>
<p>The test is used to look for muscle damage, to evaluate muscle pain or weakness, and to check for muscle side effects in people taking statins. Intense exercise, injury and intramuscular injections can raise CK for several days.</p>`,
    instructionsHtml: prep(
      NO_PREP,
      'Avoid strenuous exercise, heavy lifting and intramuscular injections for 48 hours before the test, as they can raise CK.',
    ),
    metaDescription:
      'Creatine kinase (CK/CPK) blood test to check for muscle damage, unexplained muscle pain or statin side effects.',
  },
  {
    slug: 'amylase',
    name: 'Amylase',
    cpt: '82150',
    questCode: '243',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 5900,
    priceCents: 2500,
    searchPriority: 1,
    tags: ['amylase', 'pancreas', 'pancreatitis'],
    descriptionHtml: `<p><strong>Amylase</strong> is an enzyme made mainly by the pancreas and the salivary glands that helps digest starches.</p>
<p>Along with lipase, it can help evaluate the pancreas. Levels may also rise with salivary gland problems, gallbladder or bowel conditions and reduced kidney function, so amylase alone is less specific than lipase.</p>
<p>Severe abdominal pain needs prompt in-person medical care; do not wait for an online lab test.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Amylase blood test, often ordered with lipase, to help evaluate the pancreas and salivary glands.',
  },
  {
    slug: 'lipase',
    name: 'Lipase',
    cpt: '83690',
    questCode: '606',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 5900,
    priceCents: 2500,
    searchPriority: 2,
    tags: ['lipase', 'pancreas', 'pancreatitis'],
    descriptionHtml: `<p><strong>Lipase</strong> is an enzyme produced by the pancreas that helps digest fats. When the pancreas is inflamed or injured, lipase levels in the blood usually rise.</p>
<p>The test is used to help evaluate pancreatitis and other pancreatic conditions and is more specific for the pancreas than amylase. Some medications and kidney disease can also raise lipase.</p>
<p>Sudden severe abdominal pain needs prompt in-person medical care.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Lipase blood test to help evaluate the pancreas, including pancreatitis. Affordable, no fasting required.',
  },
  {
    slug: 'lead-blood',
    name: 'Lead, Blood (Venous)',
    cpt: '83655',
    questCode: '599',
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 7900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['lead', 'heavy metals', 'toxicology'],
    descriptionHtml: `<p>The <strong>Blood Lead</strong> test measures the amount of lead in a venous blood sample. Lead can enter the body from old lead-based paint and dust, some water pipes, certain jobs and hobbies (construction, battery recycling, firing ranges, stained glass) and some imported products.</p>
<p>It is used to check for recent or ongoing lead exposure. There is no known safe level of lead, and even low levels are a concern in children and during pregnancy.</p>
<p>An elevated result should be discussed with your healthcare provider, who can help identify and reduce the source of exposure.</p>`,
    instructionsHtml: prep(NO_PREP, 'Wash your hands and arms before the draw if you work with lead.'),
    metaDescription:
      'Venous blood lead test to check for exposure to lead from paint, dust, water, work or hobbies.',
  },
  {
    slug: 'ldh',
    name: 'Lactate Dehydrogenase (LD)',
    cpt: '83615',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'general-health',
    marketPriceCents: 4900,
    priceCents: 2200,
    searchPriority: 0,
    tags: ['LDH', 'LD', 'tissue damage'],
    descriptionHtml: `<p><strong>Lactate dehydrogenase (LD or LDH)</strong> is an enzyme found in almost every tissue of the body, including red blood cells, liver, muscle, heart and lungs. When cells are damaged, LD is released into the blood.</p>
<p>Because it comes from so many tissues, LD is a general marker of tissue damage rather than a test for a specific disease. It is used alongside other tests, for example when evaluating hemolysis (breakdown of red blood cells) or following certain conditions over time.</p>`,
    instructionsHtml: prep(NO_PREP, 'Avoid strenuous exercise for 24 hours before the test.'),
    metaDescription:
      'Lactate dehydrogenase (LD/LDH) blood test, a general marker of tissue damage used alongside other tests.',
  },

  // ---------------------------------------------------------------- heart-health
  {
    slug: 'lipid-panel',
    name: 'Lipid Panel',
    cpt: '80061',
    questCode: '7600',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 7900,
    priceCents: 2400,
    searchPriority: 5,
    tags: ['cholesterol', 'LDL', 'HDL', 'triglycerides', 'lipid'],
    descriptionHtml: `<p>The <strong>Lipid Panel</strong> measures the fats in your blood that are linked to heart disease and stroke risk:</p>
<ul><li><strong>Total cholesterol</strong></li><li><strong>LDL cholesterol</strong> (calculated), often called "bad" cholesterol</li><li><strong>HDL cholesterol</strong>, often called "good" cholesterol</li><li><strong>Triglycerides</strong></li><li><strong>Non-HDL cholesterol</strong> and the cholesterol/HDL ratio</li></ul>
<p>Adults are generally advised to have cholesterol checked every 4 to 6 years, and more often with risk factors such as diabetes, high blood pressure, smoking or a family history of early heart disease. It is also used to see how well diet, exercise or cholesterol medicines are working.</p>
<p>Your healthcare provider will interpret your numbers together with your overall cardiovascular risk.</p>`,
    instructionsHtml: prep(FAST_9_12, 'Avoid alcohol and unusually fatty meals for 24 hours before the test.'),
    metaDescription:
      'Lipid panel blood test: total cholesterol, LDL, HDL and triglycerides to assess heart disease risk. Order online and save.',
  },
  {
    slug: 'lipid-panel-with-reflex-to-direct-ldl',
    name: 'Lipid Panel with Reflex to Direct LDL',
    cpt: '80061',
    questCode: '14852',
    productType: 2,
    labCodes: 1,
    categorySlug: 'heart-health',
    marketPriceCents: 8900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['cholesterol', 'LDL', 'lipid', 'reflex'],
    descriptionHtml: `<p>This test includes a standard <strong>Lipid Panel</strong> (total cholesterol, HDL, triglycerides, calculated LDL and non-HDL cholesterol). If your triglycerides are too high for LDL to be calculated accurately (above 400 mg/dL), the lab automatically measures <strong>LDL cholesterol directly</strong> from the same sample.</p>
<p>It is a good choice if you have had high triglycerides before, since you will not need a second blood draw to get an accurate LDL result.</p>
<p><strong>Reflex fee:</strong> the direct LDL is performed only when needed and carries an additional charge when it is added.</p>`,
    instructionsHtml: prep(FAST_9_12, 'Avoid alcohol and unusually fatty meals for 24 hours before the test.'),
    metaDescription:
      'Lipid panel that automatically adds a direct LDL measurement when triglycerides are high. One blood draw, accurate LDL.',
    extraTestsPriceCents: 2900,
  },
  {
    slug: 'cholesterol-total',
    name: 'Cholesterol, Total',
    cpt: '82465',
    questCode: '334',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 3900,
    priceCents: 1500,
    searchPriority: 2,
    tags: ['cholesterol', 'heart'],
    descriptionHtml: `<p>The <strong>Total Cholesterol</strong> test measures all the cholesterol carried in your blood, including LDL, HDL and the cholesterol in other lipoproteins.</p>
<p>It is a simple screening value. Because total cholesterol alone does not show how much is "bad" LDL versus "good" HDL, most people are better served by a full Lipid Panel.</p>`,
    instructionsHtml: prep(
      'Fasting is not required for total cholesterol alone, but fast for 9 to 12 hours (water only) if other tests on your order need fasting.',
    ),
    metaDescription:
      'Total cholesterol blood test, a simple screen for cholesterol levels. For LDL and HDL, see the full lipid panel.',
  },
  {
    slug: 'hdl-cholesterol',
    name: 'HDL Cholesterol',
    cpt: '83718',
    questCode: '608',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 4500,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['HDL', 'cholesterol', 'good cholesterol'],
    descriptionHtml: `<p><strong>HDL cholesterol</strong> is often called "good" cholesterol because HDL particles help carry cholesterol away from the arteries to the liver.</p>
<p>Low HDL is associated with higher cardiovascular risk. Regular exercise, not smoking and a healthy weight tend to raise HDL. Very high HDL does not necessarily mean extra protection.</p>`,
    instructionsHtml: prep(
      'Fasting is not required for HDL alone, but fast for 9 to 12 hours (water only) if other tests on your order need fasting.',
    ),
    metaDescription:
      'HDL ("good") cholesterol blood test. Low HDL is linked to higher heart disease risk.',
  },
  {
    slug: 'triglycerides',
    name: 'Triglycerides',
    cpt: '84478',
    questCode: '896',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 4500,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['triglycerides', 'TG', 'lipid'],
    descriptionHtml: `<p><strong>Triglycerides</strong> are the most common type of fat in the body. They store unused calories and rise after meals, especially meals high in sugar, refined carbohydrates or alcohol.</p>
<p>High triglycerides are associated with heart disease, insulin resistance and metabolic syndrome, and very high levels can cause pancreatitis. The test is used for risk assessment and to monitor diet changes and medications.</p>`,
    instructionsHtml: prep(FAST_9_12, 'Avoid alcohol for 24 hours before the test.'),
    metaDescription:
      'Triglycerides blood test to assess heart and metabolic risk and monitor diet, exercise or medication changes.',
  },
  {
    slug: 'ldl-cholesterol-direct',
    name: 'LDL Cholesterol, Direct',
    cpt: '83721',
    questCode: '8293',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 2,
    tags: ['LDL', 'cholesterol', 'bad cholesterol'],
    descriptionHtml: `<p>The <strong>Direct LDL</strong> test measures LDL ("bad") cholesterol directly, instead of calculating it from total cholesterol, HDL and triglycerides as a standard lipid panel does.</p>
<p>It is most useful when triglycerides are high, when a calculated LDL is very low, or when LDL needs to be tracked closely during treatment.</p>`,
    instructionsHtml: prep(
      'Fasting is not required for a direct LDL, but fast for 9 to 12 hours (water only) if other tests on your order need fasting.',
    ),
    metaDescription:
      'Direct LDL cholesterol test that measures LDL rather than calculating it. Useful when triglycerides are high.',
  },
  {
    slug: 'apolipoprotein-b',
    name: 'Apolipoprotein B (ApoB)',
    cpt: '82172',
    questCode: '5224',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 3,
    tags: ['ApoB', 'apolipoprotein', 'LDL', 'cholesterol'],
    descriptionHtml: `<p><strong>Apolipoprotein B (ApoB)</strong> is the main protein on LDL, VLDL and other cholesterol-carrying particles that can enter artery walls. Each of these particles carries one ApoB molecule, so ApoB reflects the number of potentially harmful particles.</p>
<p>ApoB can add information beyond LDL cholesterol, especially for people with high triglycerides, diabetes, obesity or a family history of early heart disease, where LDL cholesterol may underestimate risk.</p>`,
    instructionsHtml: prep(
      'Fasting is not required, but fast for 9 to 12 hours (water only) if other tests on your order need fasting.',
    ),
    metaDescription:
      'Apolipoprotein B (ApoB) blood test: a measure of atherogenic cholesterol particles that adds detail to heart risk assessment.',
  },
  {
    slug: 'apolipoprotein-a1',
    name: 'Apolipoprotein A-1',
    cpt: '82172',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['ApoA1', 'apolipoprotein', 'HDL'],
    descriptionHtml: `<p><strong>Apolipoprotein A-1 (ApoA1)</strong> is the main protein of HDL, the "good" cholesterol particle that helps remove cholesterol from tissues.</p>
<p>It is sometimes ordered with ApoB to calculate the ApoB/ApoA1 ratio as part of an extended cardiovascular risk assessment. Low ApoA1 is associated with higher risk.</p>`,
    instructionsHtml: prep(
      'Fasting is not required, but fast for 9 to 12 hours (water only) if other tests on your order need fasting.',
    ),
    metaDescription:
      'Apolipoprotein A-1 blood test, the main HDL protein, often paired with ApoB for an extended heart risk picture.',
  },
  {
    slug: 'lipoprotein-a',
    name: 'Lipoprotein (a)',
    cpt: '83695',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 9900,
    priceCents: 4500,
    searchPriority: 4,
    tags: ['Lp(a)', 'lipoprotein', 'cholesterol', 'heart'],
    descriptionHtml: `<p><strong>Lipoprotein (a)</strong>, or Lp(a), is an LDL-like particle with an extra protein attached. Your Lp(a) level is largely determined by your genes and changes little with diet or exercise.</p>
<p>An elevated Lp(a) is an independent risk factor for heart attack, stroke and aortic valve narrowing. Many experts recommend measuring it at least once in adulthood, especially if you have a family history of early heart disease or high Lp(a).</p>
<p>Because the level is mostly inherited, one test is often enough unless your doctor advises otherwise.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Lipoprotein (a) test: an inherited heart disease risk factor many experts suggest checking at least once in life.',
  },
  {
    slug: 'hs-crp',
    name: 'hs-CRP (High-Sensitivity C-Reactive Protein)',
    cpt: '86141',
    questCode: '10124',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 4,
    tags: ['hs-CRP', 'CRP', 'inflammation', 'heart'],
    descriptionHtml: `<p><strong>High-sensitivity C-reactive protein (hs-CRP)</strong> measures low levels of CRP, a protein made by the liver in response to inflammation. Low-grade inflammation in the blood vessels plays a role in atherosclerosis.</p>
<p>For heart risk assessment, results are commonly grouped as lower risk (below 1 mg/L), average risk (1 to 3 mg/L) and higher risk (above 3 mg/L). A value above 10 mg/L usually reflects an infection, injury or other inflammation and is typically repeated once you are well.</p>
<p>hs-CRP is used together with cholesterol and other risk factors, not on its own.</p>`,
    instructionsHtml: prep(
      NO_PREP,
      'Reschedule if you have a cold, flu, infection or recent injury, since these can temporarily raise CRP.',
    ),
    metaDescription:
      'hs-CRP (cardio CRP) blood test to measure low-grade inflammation linked to heart disease risk.',
  },
  {
    slug: 'homocysteine',
    name: 'Homocysteine',
    cpt: '83090',
    questCode: '31789',
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 11900,
    priceCents: 4900,
    searchPriority: 3,
    tags: ['homocysteine', 'B12', 'folate', 'heart'],
    descriptionHtml: `<p><strong>Homocysteine</strong> is an amino acid produced when the body breaks down protein. Vitamins B6, B12 and folate are needed to keep it in check.</p>
<p>Elevated homocysteine can be a sign of vitamin B12 or folate deficiency, reduced kidney function or an inherited condition, and is associated with a higher risk of heart disease, stroke and blood clots.</p>
<p>Your healthcare provider may use the result with B12 and folate levels to decide on next steps.</p>`,
    instructionsHtml: prep('Fasting overnight (8 to 12 hours, water only) is preferred.'),
    metaDescription:
      'Homocysteine blood test, linked to B12 and folate status and to heart disease and stroke risk.',
  },
  {
    slug: 'nt-probnp',
    name: 'NT-proBNP',
    cpt: '83880',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 14900,
    priceCents: 6900,
    searchPriority: 1,
    tags: ['NT-proBNP', 'BNP', 'heart failure', 'heart'],
    descriptionHtml: `<p><strong>NT-proBNP</strong> is released by the heart when its walls are stretched by increased pressure or volume. Higher levels suggest that the heart is under strain.</p>
<p>It is used to help evaluate and monitor heart failure. Levels also increase with age, kidney disease and some other conditions, so results must be interpreted by a healthcare provider.</p>
<p><strong>This test is not for emergencies.</strong> If you have chest pain, severe shortness of breath or fainting, call 911.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'NT-proBNP blood test, a marker of heart strain used to help evaluate and monitor heart failure.',
  },
  {
    slug: 'fibrinogen-activity',
    name: 'Fibrinogen Activity',
    cpt: '85384',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 6900,
    priceCents: 3400,
    searchPriority: 1,
    tags: ['fibrinogen', 'clotting', 'inflammation'],
    descriptionHtml: `<p><strong>Fibrinogen</strong> is a clotting protein made by the liver. During clotting it is converted into fibrin strands that hold a clot together.</p>
<p>Low levels can contribute to bleeding problems. Because fibrinogen also rises with inflammation, elevated levels have been associated with cardiovascular risk and are sometimes included in an extended heart risk assessment.</p>`,
    instructionsHtml: prep(NO_PREP, 'Tell the phlebotomist if you take blood thinners.'),
    metaDescription:
      'Fibrinogen activity blood test to evaluate clotting and as an inflammation marker in heart risk assessment.',
  },
  {
    slug: 'nmr-lipoprofile',
    name: 'NMR LipoProfile with Lipids',
    cpt: '80061, 83704',
    questCode: null,
    productType: 1,
    labCodes: 2,
    categorySlug: 'heart-health',
    marketPriceCents: 16900,
    priceCents: 8900,
    searchPriority: 2,
    tags: ['NMR', 'LDL-P', 'particle', 'cholesterol'],
    descriptionHtml: `<p>The <strong>NMR LipoProfile</strong> uses nuclear magnetic resonance spectroscopy to count LDL particles (LDL-P) and size lipoprotein particles, and includes a standard lipid panel.</p>
<p>Two people with the same LDL cholesterol can have very different numbers of LDL particles. Particle number can help refine risk in people with diabetes, metabolic syndrome or high triglycerides, or when LDL cholesterol and other findings do not agree.</p>`,
    instructionsHtml: prep(FAST_9_12),
    metaDescription:
      'NMR LipoProfile: LDL particle number and size plus a standard lipid panel for a deeper look at heart risk.',
  },
  {
    slug: 'lipoprotein-fractionation-ion-mobility',
    name: 'Lipoprotein Fractionation, Ion Mobility',
    cpt: '83704',
    questCode: '91604',
    productType: 1,
    labCodes: 1,
    categorySlug: 'heart-health',
    marketPriceCents: 15900,
    priceCents: 7900,
    searchPriority: 1,
    tags: ['LDL-P', 'particle', 'ion mobility', 'cholesterol'],
    descriptionHtml: `<p><strong>Lipoprotein Fractionation by Ion Mobility</strong> directly measures the number and size of lipoprotein particles, including total LDL particles and small, dense LDL particles, as well as HDL subclasses.</p>
<p>It is used as an advanced cardiovascular risk test, for example when standard cholesterol results do not match a person's family history or other risk factors.</p>`,
    instructionsHtml: prep(FAST_9_12),
    metaDescription:
      'Ion mobility lipoprotein fractionation: LDL particle number and small dense LDL for advanced heart risk assessment.',
  },
  {
    slug: 'lp-pla2-activity',
    name: 'Lp-PLA2 Activity (PLAC Test)',
    cpt: '83698',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'heart-health',
    marketPriceCents: 19900,
    priceCents: 9900,
    searchPriority: 0,
    tags: ['Lp-PLA2', 'PLAC', 'inflammation', 'heart'],
    descriptionHtml: `<p><strong>Lipoprotein-associated phospholipase A2 (Lp-PLA2)</strong> is an enzyme linked to inflammation inside artery walls. The PLAC activity test measures how active this enzyme is.</p>
<p>Higher activity has been associated with increased risk of coronary heart disease and stroke. It is an add-on marker, used together with standard cholesterol and risk factors.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Lp-PLA2 (PLAC) activity test, a vascular inflammation marker used in extended heart risk assessment.',
    isActive: false,
  },

  // ---------------------------------------------------------------- diabetes
  {
    slug: 'hemoglobin-a1c',
    name: 'Hemoglobin A1c (HbA1c)',
    cpt: '83036',
    questCode: '496',
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 5900,
    priceCents: 2400,
    searchPriority: 5,
    tags: ['A1C', 'HbA1c', 'diabetes', 'blood sugar'],
    descriptionHtml: `<p>The <strong>Hemoglobin A1c (HbA1c)</strong> test shows your average blood sugar over the past 2 to 3 months by measuring how much glucose is attached to hemoglobin in red blood cells.</p>
<p>It is used to screen for prediabetes and diabetes and to monitor diabetes control. The American Diabetes Association uses these ranges:</p>
<ul><li>Below 5.7%: normal</li><li>5.7% to 6.4%: prediabetes range</li><li>6.5% or higher: diabetes range (usually confirmed with a repeat test)</li></ul>
<p>Anemia, recent blood loss or transfusion, pregnancy and some hemoglobin variants can affect the result. Discuss your result with your healthcare provider.</p>`,
    instructionsHtml: prep('No fasting is needed; A1c reflects the past few months, not your last meal.'),
    metaDescription:
      'Hemoglobin A1c blood test: your average blood sugar over 2-3 months to screen for prediabetes and diabetes. No fasting.',
  },
  {
    slug: 'glucose-fasting',
    name: 'Glucose, Fasting',
    cpt: '82947',
    questCode: '483',
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 2900,
    priceCents: 1200,
    searchPriority: 3,
    tags: ['glucose', 'blood sugar', 'diabetes', 'FBS'],
    descriptionHtml: `<p>The <strong>Fasting Glucose</strong> test measures the amount of sugar in your blood after an overnight fast.</p>
<p>It is a basic screen for diabetes and prediabetes. Commonly used ranges are below 100 mg/dL (normal), 100 to 125 mg/dL (prediabetes range) and 126 mg/dL or higher on two separate tests (diabetes range).</p>
<p>Illness, stress, some medications such as steroids, and not fasting long enough can raise the result.</p>`,
    instructionsHtml: prep(FAST_8),
    metaDescription:
      'Fasting blood glucose test to screen for prediabetes and diabetes. Fast for 8 hours before the draw.',
  },
  {
    slug: 'insulin-fasting',
    name: 'Insulin, Fasting',
    cpt: '83525',
    questCode: '561',
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 7900,
    priceCents: 3400,
    searchPriority: 3,
    tags: ['insulin', 'insulin resistance', 'diabetes', 'HOMA-IR'],
    descriptionHtml: `<p>The <strong>Fasting Insulin</strong> test measures insulin, the hormone that moves sugar from the blood into your cells.</p>
<p>A high fasting insulin with normal glucose can be an early sign of insulin resistance, which often comes before prediabetes and type 2 diabetes. Together with a fasting glucose it can be used to estimate insulin resistance (HOMA-IR).</p>
<p>The result is not meaningful in people who inject insulin, because the test also detects injected insulin.</p>`,
    instructionsHtml: prep(FAST_8, BIOTIN_72H),
    metaDescription:
      'Fasting insulin blood test to look for insulin resistance, often paired with fasting glucose (HOMA-IR).',
  },
  {
    slug: 'c-peptide',
    name: 'C-Peptide',
    cpt: '84681',
    questCode: '372',
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['C-peptide', 'insulin', 'diabetes'],
    descriptionHtml: `<p><strong>C-peptide</strong> is released by the pancreas in equal amounts with insulin, so it reflects how much insulin your own body is making. Unlike insulin, it is not affected by insulin injections.</p>
<p>It can help distinguish type 1 from type 2 diabetes, show how much insulin production remains in people with diabetes, and help evaluate low blood sugar episodes.</p>`,
    instructionsHtml: prep(FAST_8, BIOTIN_72H),
    metaDescription:
      'C-peptide blood test to measure your own insulin production, helpful in classifying diabetes.',
  },
  {
    slug: 'fructosamine',
    name: 'Fructosamine',
    cpt: '82985',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 6900,
    priceCents: 3400,
    searchPriority: 1,
    tags: ['fructosamine', 'blood sugar', 'diabetes'],
    descriptionHtml: `<p><strong>Fructosamine</strong> measures glucose attached to blood proteins, mainly albumin. It reflects your average blood sugar over the previous 2 to 3 weeks, a shorter window than hemoglobin A1c.</p>
<p>It is useful when diabetes treatment has recently changed, during pregnancy, or when A1c may be unreliable, for example with anemia or certain hemoglobin variants.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Fructosamine test: average blood sugar over 2-3 weeks, useful when A1c is unreliable or treatment recently changed.',
  },
  {
    slug: 'gad-65-antibody',
    name: 'GAD-65 Antibody',
    cpt: '86341',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 19900,
    priceCents: 9900,
    searchPriority: 1,
    tags: ['GAD65', 'GAD', 'type 1 diabetes', 'LADA'],
    descriptionHtml: `<p>The <strong>GAD-65 Antibody</strong> test detects autoantibodies against glutamic acid decarboxylase, an enzyme in the insulin-producing cells of the pancreas.</p>
<p>These antibodies are found in most people with new type 1 diabetes and in latent autoimmune diabetes in adults (LADA). The test helps tell autoimmune diabetes apart from type 2 diabetes when the type is unclear.</p>
<p>A positive result alone does not diagnose diabetes; it is interpreted with blood sugar results and your history.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'GAD-65 antibody test to help identify autoimmune (type 1 or LADA) diabetes when the diabetes type is unclear.',
  },
  {
    slug: 'insulin-autoantibody',
    name: 'Insulin Autoantibody',
    cpt: '86337',
    questCode: '36178',
    productType: 1,
    labCodes: 1,
    categorySlug: 'diabetes',
    marketPriceCents: 24900,
    priceCents: 12900,
    searchPriority: 0,
    tags: ['insulin antibody', 'IAA', 'type 1 diabetes'],
    descriptionHtml: `<p>The <strong>Insulin Autoantibody (IAA)</strong> test detects antibodies the immune system has made against the body's own insulin. IAA is one of the autoantibodies associated with type 1 diabetes and is most often found in young children.</p>
<p>It is usually ordered together with other diabetes autoantibodies such as GAD-65. The test is not meaningful after insulin treatment has started, because injected insulin can cause the body to make insulin antibodies.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Insulin autoantibody (IAA) test, a marker of autoimmune type 1 diabetes, valid before insulin treatment begins.',
  },
  {
    slug: 'glycomark',
    name: 'GlycoMark (1,5-Anhydroglucitol)',
    cpt: '84378',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'diabetes',
    marketPriceCents: 9900,
    priceCents: 5900,
    searchPriority: 0,
    tags: ['GlycoMark', '1,5-AG', 'blood sugar', 'diabetes'],
    descriptionHtml: `<p><strong>GlycoMark</strong> measures 1,5-anhydroglucitol (1,5-AG), a sugar found in many foods. When blood sugar rises above about 180 mg/dL, the kidneys lose 1,5-AG in the urine and blood levels fall.</p>
<p>It reflects blood sugar spikes after meals over the past 1 to 2 weeks. It can add information for people with diabetes whose A1c looks close to target but who may still have frequent high readings after meals.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'GlycoMark (1,5-AG) test showing blood sugar spikes over the past 1-2 weeks, complementing hemoglobin A1c.',
  },

  // ---------------------------------------------------------------- thyroid
  {
    slug: 'tsh',
    name: 'TSH (Thyroid Stimulating Hormone)',
    cpt: '84443',
    questCode: '899',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 5900,
    priceCents: 2400,
    searchPriority: 5,
    tags: ['TSH', 'thyroid', 'hypothyroidism', 'hyperthyroidism'],
    descriptionHtml: `<p><strong>Thyroid Stimulating Hormone (TSH)</strong> is made by the pituitary gland and tells the thyroid how much hormone to produce. It is the most sensitive first test of thyroid function.</p>
<p>A high TSH usually means the thyroid is underactive (hypothyroidism), and a low TSH usually means it is overactive (hyperthyroidism). People order it when they have symptoms such as fatigue, weight change, feeling cold or hot, hair loss or a racing heart, and to monitor thyroid medication.</p>
<p>An abnormal TSH is usually followed by a Free T4 test.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
    metaDescription:
      'TSH blood test, the best first test of thyroid function, to check for an underactive or overactive thyroid.',
  },
  {
    slug: 'tsh-with-reflex-to-free-t4',
    name: 'TSH with Reflex to Free T4',
    cpt: '84443',
    questCode: '36127',
    productType: 2,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 4,
    tags: ['TSH', 'free T4', 'thyroid', 'reflex'],
    descriptionHtml: `<p>This test measures <strong>TSH</strong> first. If your TSH is outside the reference range, the lab automatically adds a <strong>Free T4</strong> test on the same sample to help show whether the thyroid is underactive or overactive and how significant the change is.</p>
<p>It is a cost-effective way to screen thyroid function without a second visit.</p>
<p><strong>Reflex fee:</strong> Free T4 is performed only when TSH is abnormal and carries an additional charge when it is added.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
    metaDescription:
      'TSH with automatic Free T4 if TSH is abnormal: an efficient thyroid screen with one blood draw.',
    extraTestsPriceCents: 2500,
  },
  {
    slug: 'free-t4',
    name: 'Free T4 (Free Thyroxine)',
    cpt: '84439',
    questCode: '866',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 4,
    tags: ['FT4', 'free T4', 'thyroxine', 'thyroid'],
    descriptionHtml: `<p><strong>Free T4</strong> measures thyroxine that is not bound to proteins and is available to the body's tissues. T4 is the main hormone made by the thyroid gland.</p>
<p>It is usually ordered with or after TSH. A high TSH with a low Free T4 suggests hypothyroidism, while a low TSH with a high Free T4 suggests hyperthyroidism. It is also used to adjust thyroid hormone replacement.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
    metaDescription:
      'Free T4 (free thyroxine) blood test, used with TSH to evaluate thyroid function and adjust thyroid medication.',
  },
  {
    slug: 'free-t3',
    name: 'Free T3 (Free Triiodothyronine)',
    cpt: '84481',
    questCode: '34429',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 7900,
    priceCents: 3400,
    searchPriority: 3,
    tags: ['FT3', 'free T3', 'T3', 'thyroid'],
    descriptionHtml: `<p><strong>Free T3</strong> measures the unbound, active form of triiodothyronine, the thyroid hormone that acts most directly on the body's cells. Most T3 is made from T4 in tissues outside the thyroid.</p>
<p>It is most helpful when hyperthyroidism is suspected, since T3 can rise before T4 does. It is less useful for diagnosing hypothyroidism, where TSH and Free T4 are preferred.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
    metaDescription:
      'Free T3 blood test measuring the active thyroid hormone, most useful when an overactive thyroid is suspected.',
  },
  {
    slug: 't4-total',
    name: 'T4 (Thyroxine), Total',
    cpt: '84436',
    questCode: '867',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 4900,
    priceCents: 2400,
    searchPriority: 1,
    tags: ['T4', 'thyroxine', 'thyroid'],
    descriptionHtml: `<p><strong>Total T4</strong> measures all thyroxine in the blood, both the portion bound to carrier proteins and the small free portion.</p>
<p>Because pregnancy, birth control pills, estrogen therapy and other conditions change the level of carrier proteins, total T4 can be abnormal even when thyroid function is normal. For most people, Free T4 is the preferred test.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
    metaDescription:
      'Total T4 (thyroxine) blood test measuring bound and free thyroid hormone.',
  },
  {
    slug: 't3-total',
    name: 'T3, Total',
    cpt: '84480',
    questCode: '859',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 1,
    tags: ['T3', 'triiodothyronine', 'thyroid'],
    descriptionHtml: `<p><strong>Total T3</strong> measures all triiodothyronine in the blood, bound and unbound. T3 is the most active thyroid hormone.</p>
<p>It is mainly used to help evaluate hyperthyroidism and to monitor its treatment. Like total T4, it is affected by changes in carrier proteins, for example during pregnancy or estrogen use.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
    metaDescription:
      'Total T3 blood test, mainly used to help evaluate and monitor an overactive thyroid.',
  },
  {
    slug: 't3-uptake',
    name: 'T3 Uptake',
    cpt: '84479',
    questCode: '861',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 4900,
    priceCents: 2400,
    searchPriority: 0,
    tags: ['T3 uptake', 'T3U', 'thyroid'],
    descriptionHtml: `<p>The <strong>T3 Uptake</strong> test is an indirect measure of how many binding sites on thyroid-carrying proteins are free. Despite its name, it does not measure T3 levels.</p>
<p>It was used with total T4 to calculate the free thyroxine index (FTI). Today, direct Free T4 testing is generally preferred.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS),
    metaDescription:
      'T3 uptake test, an older thyroid binding test used with total T4 to calculate the free thyroxine index.',
    isActive: false,
  },
  {
    slug: 'reverse-t3',
    name: 'Reverse T3',
    cpt: '84482',
    questCode: '90963',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 12900,
    priceCents: 6900,
    searchPriority: 2,
    tags: ['reverse T3', 'rT3', 'thyroid'],
    descriptionHtml: `<p><strong>Reverse T3 (rT3)</strong> is an inactive form of T3 that the body makes from T4. The body shifts toward making more reverse T3 during serious illness, fasting or severe calorie restriction, and with some medications.</p>
<p>Reverse T3 has a limited role in routine thyroid testing, and TSH and Free T4 remain the standard tests. Some clinicians order it in specific situations; discuss the result with your healthcare provider.</p>`,
    instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS),
    metaDescription:
      'Reverse T3 (rT3) blood test measuring the inactive form of T3, ordered in specific situations with other thyroid tests.',
  },
  {
    slug: 'tpo-antibodies',
    name: 'Thyroid Peroxidase Antibodies (TPO)',
    cpt: '86376',
    questCode: '5081',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 3,
    tags: ['TPO', 'Hashimoto', 'thyroid antibodies', 'autoimmune'],
    descriptionHtml: `<p>The <strong>Thyroid Peroxidase (TPO) Antibody</strong> test looks for antibodies against an enzyme the thyroid uses to make hormones.</p>
<p>TPO antibodies are present in most people with Hashimoto's thyroiditis, the most common cause of hypothyroidism in the United States, and in many people with Graves' disease. A positive result with a normal TSH can mean a higher chance of developing hypothyroidism in the future.</p>
<p>Some people without thyroid disease also have low levels of these antibodies.</p>`,
    instructionsHtml: prep(NO_PREP, BIOTIN_72H),
    metaDescription:
      'TPO antibody test to check for autoimmune thyroid disease such as Hashimoto thyroiditis.',
  },
  {
    slug: 'thyroglobulin-antibodies',
    name: 'Thyroglobulin Antibodies',
    cpt: '86800',
    questCode: '267',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['TgAb', 'thyroglobulin antibody', 'Hashimoto', 'thyroid'],
    descriptionHtml: `<p>The <strong>Thyroglobulin Antibody (TgAb)</strong> test detects antibodies against thyroglobulin, a protein made by the thyroid gland.</p>
<p>It can support the evaluation of autoimmune thyroid disease, often alongside TPO antibodies. It is also ordered with a thyroglobulin test after thyroid cancer treatment, because these antibodies can interfere with thyroglobulin measurement.</p>`,
    instructionsHtml: prep(NO_PREP, BIOTIN_72H),
    metaDescription:
      'Thyroglobulin antibody test for autoimmune thyroid disease, also used with thyroglobulin monitoring.',
  },
  {
    slug: 'thyroglobulin',
    name: 'Thyroglobulin',
    cpt: '84432',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 11900,
    priceCents: 5900,
    searchPriority: 1,
    tags: ['thyroglobulin', 'Tg', 'thyroid cancer'],
    descriptionHtml: `<p><strong>Thyroglobulin (Tg)</strong> is a protein made only by thyroid tissue. After treatment for differentiated thyroid cancer, the thyroid has usually been removed, so thyroglobulin should be very low.</p>
<p>The test is mainly used to monitor people after thyroid cancer treatment; a rising level can suggest remaining or returning thyroid tissue. It is not a screening test for thyroid cancer. It is usually interpreted together with thyroglobulin antibodies.</p>`,
    instructionsHtml: prep(NO_PREP, BIOTIN_72H),
    metaDescription:
      'Thyroglobulin blood test, mainly used to monitor people after treatment for thyroid cancer.',
  },
  {
    slug: 'thyroid-stimulating-immunoglobulin',
    name: 'Thyroid Stimulating Immunoglobulin (TSI)',
    cpt: '84445',
    questCode: '30551',
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 19900,
    priceCents: 9900,
    searchPriority: 1,
    tags: ['TSI', 'Graves', 'hyperthyroidism', 'thyroid'],
    descriptionHtml: `<p><strong>Thyroid Stimulating Immunoglobulin (TSI)</strong> is an antibody that mimics TSH and drives the thyroid to make too much hormone.</p>
<p>TSI is found in most people with Graves' disease, the most common cause of hyperthyroidism. The test helps identify the cause of an overactive thyroid and may be used during pregnancy in women with a history of Graves' disease.</p>`,
    instructionsHtml: prep(NO_PREP, BIOTIN_72H),
    metaDescription:
      "Thyroid stimulating immunoglobulin (TSI) test to help identify Graves' disease as the cause of hyperthyroidism.",
  },
  {
    slug: 'calcitonin',
    name: 'Calcitonin',
    cpt: '82308',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'thyroid',
    marketPriceCents: 12900,
    priceCents: 6900,
    searchPriority: 0,
    tags: ['calcitonin', 'thyroid', 'MTC'],
    descriptionHtml: `<p><strong>Calcitonin</strong> is a hormone made by the C cells of the thyroid gland.</p>
<p>Its main use is as a marker for medullary thyroid cancer (MTC): to help evaluate people with a family history of MTC or multiple endocrine neoplasia type 2 (MEN2), and to monitor people after treatment. It is not a general screening test, and mildly raised levels can have other causes.</p>`,
    instructionsHtml: prep('Fasting overnight (water only) is preferred.'),
    metaDescription:
      'Calcitonin blood test, a marker used in the evaluation and follow-up of medullary thyroid cancer.',
    isHidden: true,
  },

  // ---------------------------------------------------------------- kidney-liver
  {
    slug: 'hepatic-function-panel',
    name: 'Hepatic Function Panel',
    cpt: '80076',
    questCode: '10256',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 5900,
    priceCents: 2400,
    searchPriority: 3,
    tags: ['liver', 'LFT', 'ALT', 'AST', 'bilirubin'],
    descriptionHtml: `<p>The <strong>Hepatic Function Panel</strong> (liver panel) measures substances that reflect how well your liver is working and whether liver cells are under stress:</p>
<ul><li>ALT and AST (liver enzymes)</li><li>Alkaline phosphatase</li><li>Total and direct bilirubin</li><li>Albumin and total protein</li></ul>
<p>It is used to check for liver inflammation or damage from causes such as fatty liver, alcohol, viral hepatitis or medications, and to monitor people on medicines that can affect the liver. Abnormal results usually need further evaluation.</p>`,
    instructionsHtml: prep(
      'Fasting is not required. Avoid alcohol for 24 hours before the test.',
    ),
    metaDescription:
      'Hepatic function (liver) panel: ALT, AST, alkaline phosphatase, bilirubin, albumin and total protein.',
  },
  {
    slug: 'renal-function-panel',
    name: 'Renal Function Panel',
    cpt: '80069',
    questCode: '10314',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 5900,
    priceCents: 2400,
    searchPriority: 3,
    tags: ['kidney', 'renal', 'creatinine', 'eGFR', 'BUN'],
    descriptionHtml: `<p>The <strong>Renal Function Panel</strong> checks how well your kidneys are working. It includes creatinine (with a calculated eGFR), blood urea nitrogen (BUN), electrolytes (sodium, potassium, chloride, carbon dioxide), calcium, phosphorus, albumin and glucose.</p>
<p>It is used to screen for and monitor kidney disease, especially in people with diabetes or high blood pressure, and to check for side effects of medications processed by the kidneys.</p>`,
    instructionsHtml: prep(FAST_PREFERRED),
    metaDescription:
      'Renal function panel: creatinine, eGFR, BUN, electrolytes, calcium, phosphorus, albumin and glucose to check kidney health.',
  },
  {
    slug: 'creatinine',
    name: 'Creatinine with eGFR',
    cpt: '82565',
    questCode: '375',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 2,
    tags: ['creatinine', 'eGFR', 'kidney'],
    descriptionHtml: `<p><strong>Creatinine</strong> is a waste product of normal muscle activity that healthy kidneys filter out of the blood. The lab also reports an <strong>estimated glomerular filtration rate (eGFR)</strong>, which estimates how much blood your kidneys filter each minute.</p>
<p>A rising creatinine or falling eGFR can be a sign of reduced kidney function. Muscle mass, a high-protein meal, creatine supplements and dehydration can also affect creatinine.</p>`,
    instructionsHtml: prep(
      NO_PREP,
      'Avoid creatine supplements, a very large meat meal and intense exercise for 24 hours before the test.',
    ),
    metaDescription:
      'Creatinine blood test with eGFR to check how well your kidneys filter waste.',
  },
  {
    slug: 'bun',
    name: 'Blood Urea Nitrogen (BUN)',
    cpt: '84520',
    questCode: '294',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 1,
    tags: ['BUN', 'urea', 'kidney'],
    descriptionHtml: `<p><strong>Blood Urea Nitrogen (BUN)</strong> measures urea, a waste product formed in the liver when protein is broken down and then removed by the kidneys.</p>
<p>BUN is used with creatinine to assess kidney function and hydration. It can be high with dehydration, a high-protein diet, some medications or reduced kidney function, and low with liver disease or low protein intake.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Blood urea nitrogen (BUN) test, used with creatinine to assess kidney function and hydration.',
  },
  {
    slug: 'cystatin-c',
    name: 'Cystatin C with eGFR',
    cpt: '82610',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 2,
    tags: ['cystatin C', 'eGFR', 'kidney'],
    descriptionHtml: `<p><strong>Cystatin C</strong> is a small protein made by all nucleated cells at a steady rate and filtered by the kidneys. Unlike creatinine, it is largely unaffected by muscle mass or diet.</p>
<p>It provides an eGFR that can be more reliable than creatinine alone in people with very high or low muscle mass, such as athletes, older adults or people with amputations, and can be combined with creatinine to confirm kidney function.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Cystatin C test with eGFR, a kidney function marker less affected by muscle mass than creatinine.',
  },
  {
    slug: 'microalbumin-creatinine-ratio-urine',
    name: 'Microalbumin/Creatinine Ratio, Random Urine',
    cpt: '82043, 82570',
    questCode: '6517',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['microalbumin', 'UACR', 'kidney', 'diabetes'],
    descriptionHtml: `<p>The <strong>Urine Albumin-to-Creatinine Ratio (UACR)</strong> detects small amounts of albumin, a blood protein, leaking into the urine. Comparing albumin with creatinine corrects for how concentrated the urine is.</p>
<p>Increased albumin in the urine (30 mg/g or higher) can be one of the earliest signs of kidney damage, often before eGFR changes. It is recommended at least yearly for people with diabetes, and is commonly used for people with high blood pressure.</p>
<p>Exercise, fever and urinary infection can raise the result temporarily, so an abnormal value is usually confirmed with repeat testing.</p>`,
    instructionsHtml: prep(
      'No fasting is needed. You will give a random urine sample at the patient service center.',
      'Avoid vigorous exercise for 24 hours before the test.',
    ),
    metaDescription:
      'Urine microalbumin/creatinine ratio (UACR), an early marker of kidney damage in diabetes and high blood pressure.',
  },
  {
    slug: 'alt',
    name: 'ALT (Alanine Aminotransferase)',
    cpt: '84460',
    questCode: '823',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3900,
    priceCents: 1600,
    searchPriority: 2,
    tags: ['ALT', 'SGPT', 'liver enzymes', 'liver'],
    descriptionHtml: `<p><strong>ALT (alanine aminotransferase)</strong>, also called SGPT, is an enzyme found mainly in the liver. When liver cells are injured, ALT leaks into the blood.</p>
<p>It is one of the most specific routine markers of liver cell injury and is used to check for fatty liver, hepatitis and medication side effects. Strenuous exercise and some supplements can also raise ALT.</p>`,
    instructionsHtml: prep(NO_PREP, 'Avoid alcohol and strenuous exercise for 24 hours before the test.'),
    metaDescription:
      'ALT (SGPT) liver enzyme test to check for liver cell injury from fatty liver, hepatitis or medications.',
  },
  {
    slug: 'ast',
    name: 'AST (Aspartate Aminotransferase)',
    cpt: '84450',
    questCode: '822',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3900,
    priceCents: 1600,
    searchPriority: 2,
    tags: ['AST', 'SGOT', 'liver enzymes', 'liver'],
    descriptionHtml: `<p><strong>AST (aspartate aminotransferase)</strong>, also called SGOT, is an enzyme found in the liver, heart, muscles and other tissues.</p>
<p>It is usually ordered with ALT to evaluate liver health; the pattern of the two enzymes can give clues about the cause of liver stress. Because AST is also in muscle, exercise and muscle injury can raise it.</p>`,
    instructionsHtml: prep(NO_PREP, 'Avoid alcohol and strenuous exercise for 24 hours before the test.'),
    metaDescription:
      'AST (SGOT) enzyme test, used with ALT to evaluate liver health.',
  },
  {
    slug: 'ggt',
    name: 'GGT (Gamma-Glutamyl Transferase)',
    cpt: '82977',
    questCode: '482',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['GGT', 'liver', 'alcohol', 'bile duct'],
    descriptionHtml: `<p><strong>Gamma-glutamyl transferase (GGT)</strong> is an enzyme found mostly in the liver and bile ducts.</p>
<p>GGT is a sensitive marker of bile duct problems and liver stress. It helps determine whether a high alkaline phosphatase comes from the liver or from bone, and it often rises with regular alcohol use and some medications.</p>`,
    instructionsHtml: prep(NO_PREP, 'Avoid alcohol for 24 hours before the test.'),
    metaDescription:
      'GGT liver enzyme test, a sensitive marker of bile duct and liver stress, including from alcohol use.',
  },
  {
    slug: 'alkaline-phosphatase',
    name: 'Alkaline Phosphatase (ALP)',
    cpt: '84075',
    questCode: '234',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3900,
    priceCents: 1600,
    searchPriority: 1,
    tags: ['ALP', 'alkaline phosphatase', 'liver', 'bone'],
    descriptionHtml: `<p><strong>Alkaline phosphatase (ALP)</strong> is an enzyme found mainly in the liver, bile ducts and bones.</p>
<p>High levels can be related to bile duct blockage or liver disease, or to increased bone activity such as healing fractures, bone disease and normal growth in children and teens. It is often checked with GGT to tell liver from bone sources.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Alkaline phosphatase (ALP) blood test to help evaluate liver, bile duct and bone health.',
  },
  {
    slug: 'bilirubin-total',
    name: 'Bilirubin, Total',
    cpt: '82247',
    questCode: '287',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3900,
    priceCents: 1600,
    searchPriority: 1,
    tags: ['bilirubin', 'jaundice', 'liver'],
    descriptionHtml: `<p><strong>Bilirubin</strong> is a yellow pigment produced when old red blood cells are broken down. The liver processes it and excretes it in bile.</p>
<p>High bilirubin can cause jaundice (yellowing of the skin and eyes) and may be related to liver disease, bile duct blockage or increased breakdown of red blood cells. A common harmless cause of mildly raised bilirubin is Gilbert syndrome.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Total bilirubin blood test to help evaluate jaundice, liver function and red blood cell breakdown.',
  },
  {
    slug: 'albumin',
    name: 'Albumin',
    cpt: '82040',
    questCode: '223',
    productType: 1,
    labCodes: 3,
    categorySlug: 'kidney-liver',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 1,
    tags: ['albumin', 'protein', 'liver', 'nutrition'],
    descriptionHtml: `<p><strong>Albumin</strong> is the most abundant protein in blood. It is made by the liver and keeps fluid inside blood vessels while carrying hormones, vitamins, calcium and medicines.</p>
<p>Low albumin can be related to liver disease, kidney disease that leaks protein into the urine, inflammation or poor nutrition. High albumin usually reflects dehydration.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Albumin blood test to help evaluate liver function, kidney protein loss, nutrition and hydration.',
  },

  // ---------------------------------------------------------------- blood-hematology
  {
    slug: 'cbc-with-differential',
    name: 'CBC with Differential and Platelets',
    cpt: '85025',
    questCode: '6399',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 5900,
    priceCents: 1900,
    searchPriority: 5,
    tags: ['CBC', 'blood count', 'anemia', 'white blood cells'],
    descriptionHtml: `<p>The <strong>Complete Blood Count (CBC) with Differential</strong> is one of the most common blood tests. It evaluates the three main types of blood cells:</p>
<ul><li><strong>Red blood cells:</strong> count, hemoglobin, hematocrit and indices (MCV, MCH, MCHC, RDW)</li><li><strong>White blood cells:</strong> total count and the differential (neutrophils, lymphocytes, monocytes, eosinophils and basophils)</li><li><strong>Platelets:</strong> count and size</li></ul>
<p>It is part of routine check-ups and is used to look for anemia, infection, inflammation, bleeding or clotting problems and the effects of some medications.</p>
<p>Results slightly outside the reference range are common and often not significant; your healthcare provider can explain what yours mean.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'CBC with differential and platelets: red cells, white cells and platelets to check for anemia, infection and more.',
  },
  {
    slug: 'cbc-without-differential',
    name: 'CBC without Differential',
    cpt: '85027',
    questCode: '1759',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 4900,
    priceCents: 1700,
    searchPriority: 2,
    tags: ['CBC', 'blood count', 'hemoglobin', 'platelets'],
    descriptionHtml: `<p>The <strong>CBC without Differential</strong> measures red blood cell count, hemoglobin, hematocrit, red cell indices, total white blood cell count and platelet count.</p>
<p>It is a quick check for anemia and for abnormal white cell or platelet counts. It does not break white blood cells down into their types; choose the CBC with Differential if you need that detail.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'CBC without differential: red cells, hemoglobin, hematocrit, white cell and platelet counts.',
  },
  {
    slug: 'hemoglobin',
    name: 'Hemoglobin',
    cpt: '85018',
    questCode: '510',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 3500,
    priceCents: 1500,
    searchPriority: 2,
    tags: ['hemoglobin', 'Hgb', 'anemia'],
    descriptionHtml: `<p><strong>Hemoglobin</strong> is the iron-containing protein in red blood cells that carries oxygen from the lungs to the rest of the body.</p>
<p>A low hemoglobin indicates anemia, which can cause tiredness, weakness and shortness of breath and has many possible causes, including iron deficiency and blood loss. A high hemoglobin can be seen with dehydration, smoking, living at high altitude or testosterone therapy.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Hemoglobin blood test, a quick check for anemia or a high red blood cell level.',
  },
  {
    slug: 'platelet-count',
    name: 'Platelet Count',
    cpt: '85049',
    questCode: '723',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 3900,
    priceCents: 1600,
    searchPriority: 1,
    tags: ['platelets', 'PLT', 'bleeding', 'clotting'],
    descriptionHtml: `<p>The <strong>Platelet Count</strong> measures the number of platelets, the small cell fragments that help blood clot.</p>
<p>Low platelets can cause easy bruising or bleeding and can result from medications, infections, immune conditions or bone marrow problems. High platelets can occur with inflammation, iron deficiency or bone marrow disorders. It is also used to monitor medications that affect platelets.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Platelet count blood test to evaluate bruising, bleeding or clotting and to monitor medications.',
  },
  {
    slug: 'reticulocyte-count',
    name: 'Reticulocyte Count',
    cpt: '85045',
    questCode: '793',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 4900,
    priceCents: 2200,
    searchPriority: 1,
    tags: ['reticulocyte', 'retic', 'anemia', 'bone marrow'],
    descriptionHtml: `<p><strong>Reticulocytes</strong> are young red blood cells recently released from the bone marrow. Counting them shows how actively your marrow is producing new red cells.</p>
<p>The test helps work out the cause of anemia: a high count suggests the marrow is responding to blood loss or red cell breakdown, while a low count suggests reduced production, for example from iron, B12 or folate deficiency. It is also used to check the response to treatment.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Reticulocyte count to see how well the bone marrow makes red blood cells and help find the cause of anemia.',
  },
  {
    slug: 'pt-inr',
    name: 'Prothrombin Time with INR (PT/INR)',
    cpt: '85610',
    questCode: '8847',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 4900,
    priceCents: 2200,
    searchPriority: 2,
    tags: ['PT', 'INR', 'warfarin', 'clotting'],
    descriptionHtml: `<p>The <strong>Prothrombin Time (PT)</strong> measures how long it takes blood to clot, and the <strong>INR</strong> standardizes the result so it can be compared between labs.</p>
<p>It is most often used to monitor warfarin (Coumadin) therapy. It is also used to evaluate unexplained bleeding or bruising, check liver function, and as part of testing before some procedures.</p>`,
    instructionsHtml: prep(
      NO_PREP,
      'If you take warfarin, take it as usual unless your doctor says otherwise, and tell the phlebotomist when you took your last dose.',
    ),
    metaDescription:
      'PT/INR blood clotting test, commonly used to monitor warfarin and evaluate bleeding.',
  },
  {
    slug: 'ptt',
    name: 'Partial Thromboplastin Time (PTT), Activated',
    cpt: '85730',
    questCode: '763',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 5900,
    priceCents: 2600,
    searchPriority: 1,
    tags: ['PTT', 'aPTT', 'clotting', 'bleeding'],
    descriptionHtml: `<p>The <strong>Activated Partial Thromboplastin Time (aPTT)</strong> measures how long it takes blood to clot through a different set of clotting factors than the PT test.</p>
<p>It is used to help evaluate unexplained bleeding or clotting, to screen for clotting factor deficiencies or lupus anticoagulant, and before some procedures. It is often ordered together with PT/INR.</p>`,
    instructionsHtml: prep(NO_PREP, 'Tell the phlebotomist if you take any blood thinner.'),
    metaDescription:
      'Activated PTT (aPTT) clotting test to help evaluate bleeding, clotting factor problems and blood thinners.',
  },
  {
    slug: 'abo-group-and-rh-type',
    name: 'ABO Group and Rh Type (Blood Type)',
    cpt: '86900, 86901',
    questCode: '7788',
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 5900,
    priceCents: 2900,
    searchPriority: 2,
    tags: ['blood type', 'ABO', 'Rh'],
    descriptionHtml: `<p>The <strong>ABO Group and Rh Type</strong> test tells you your blood type: A, B, AB or O, and whether you are Rh-positive or Rh-negative.</p>
<p>People order it out of curiosity, for personal records, before pregnancy (an Rh-negative mother may need treatment to protect future pregnancies) or before planned surgery. Hospitals always perform their own typing before a transfusion.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Blood type test: find out your ABO group (A, B, AB or O) and Rh factor (positive or negative).',
  },
  {
    slug: 'sickle-cell-screen',
    name: 'Sickle Cell Screen',
    cpt: '85660',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 5900,
    priceCents: 2900,
    searchPriority: 1,
    tags: ['sickle cell', 'hemoglobin S', 'trait'],
    descriptionHtml: `<p>The <strong>Sickle Cell Screen</strong> is a solubility test that detects hemoglobin S, the abnormal hemoglobin responsible for sickle cell trait and sickle cell disease.</p>
<p>A positive screen shows that hemoglobin S is present but does not distinguish sickle cell trait from sickle cell disease; hemoglobin electrophoresis is needed to confirm. People often test before starting a family or for athletic or military requirements.</p>
<p>Results may be unreliable within 3 months after a blood transfusion.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Sickle cell screen to detect hemoglobin S, found in sickle cell trait and disease.',
  },
  {
    slug: 'g6pd-quantitative',
    name: 'G6PD, Quantitative',
    cpt: '82955',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 8900,
    priceCents: 4400,
    searchPriority: 1,
    tags: ['G6PD', 'enzyme deficiency', 'anemia'],
    descriptionHtml: `<p>The <strong>G6PD</strong> test measures the activity of glucose-6-phosphate dehydrogenase, an enzyme that protects red blood cells from damage.</p>
<p>People with G6PD deficiency, an inherited condition, can have red blood cell breakdown (hemolytic anemia) after exposure to certain medications (such as primaquine, dapsone or rasburicase), fava beans or infections. Testing is often done before prescribing these medicines.</p>
<p>Results can be falsely normal shortly after a hemolytic episode or a blood transfusion.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'G6PD enzyme test to check for inherited G6PD deficiency before certain medications.',
  },
  {
    slug: 'haptoglobin',
    name: 'Haptoglobin',
    cpt: '83010',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'blood-hematology',
    marketPriceCents: 6900,
    priceCents: 3400,
    searchPriority: 0,
    tags: ['haptoglobin', 'hemolysis', 'anemia'],
    descriptionHtml: `<p><strong>Haptoglobin</strong> is a protein made by the liver that binds free hemoglobin released from destroyed red blood cells.</p>
<p>When red blood cells are broken down faster than normal (hemolysis), haptoglobin is used up and its level falls. The test is used with LD, bilirubin and a reticulocyte count to evaluate hemolytic anemia. Levels also rise with inflammation and can be low with liver disease.</p>`,
    instructionsHtml: prep(NO_PREP),
    metaDescription:
      'Haptoglobin blood test to help evaluate red blood cell breakdown (hemolytic anemia).',
  },
];
