// Blog seed content (spec/02 2.12, 3 "Blog article"): patient-education
// articles written for a direct-access lab testing store. Bodies use only
// the safe tags listed on SeedArticle; links point at store routes.
import type { SeedArticle, SeedAuthor } from './types';

export const authors: SeedAuthor[] = [
  {
    name: 'Dana Whitfield, MLS(ASCP)',
    bio: 'Dana is a medical laboratory scientist certified by the American Society for Clinical Pathology. She has spent more than 15 years at the bench in hospital and reference laboratories, working in hematology, clinical chemistry and microbiology, and now writes about what happens to a sample after it leaves your arm and how to prepare so your results are accurate.',
  },
  {
    name: 'Priya Raman, MS, RDN',
    bio: 'Priya is a registered dietitian nutritionist and certified diabetes care and education specialist with a master\'s degree in clinical nutrition. For over a decade she has counseled adults on cholesterol, blood sugar and nutrient deficiencies, translating lab numbers into practical food and lifestyle changes.',
  },
  {
    name: 'Marcus Ellery, MSN, FNP-C',
    bio: 'Marcus is a board-certified family nurse practitioner who has worked in primary care, urgent care and a community sexual health clinic. He writes about preventive screening, men\'s health and infectious disease testing, with a focus on helping patients know when and how to test.',
  },
  {
    name: 'Elena Vasquez, MD',
    bio: 'Dr. Vasquez is a board-certified internal medicine physician with 20 years of experience in primary care. She serves as medical reviewer for labstore\'s educational content, checking every article for accuracy against current clinical guidelines.',
  },
  {
    name: 'Grace Okafor, PharmD',
    bio: 'Grace is a clinical pharmacist who has practiced in community and ambulatory care settings. She specializes in medication safety and in the many ways medicines and dietary supplements can interact with laboratory tests.',
  },
];

export const articles: SeedArticle[] = [
  {
    slug: 'how-to-prepare-for-a-fasting-blood-test',
    title: 'How to Prepare for a Fasting Blood Test',
    shortDescription:
      'Which tests need fasting, what you can drink, how long to fast and how to make your visit to the test center quick and easy.',
    authorName: 'Dana Whitfield, MLS(ASCP)',
    estimateLength: 4,
    metaDescription:
      'Fasting before a blood test: which tests need it, what you can drink, how many hours to fast and tips for an easy visit to the lab.',
    createDate: '2025-01-14',
    viewCount: 11840,
    coverColors: ['#0f766e', '#99f6e4'],
    textHtml: `<p>Some of the most common blood tests give the most reliable results when you have not eaten beforehand. If a test in your order is marked as requiring fasting, a little planning makes your visit to the patient service center quick and keeps you from having to come back for a second draw. Here is what fasting means in practice, which tests need it, and how to make it easier.</p>
<h2>Why some tests require fasting</h2>
<p>After a meal, nutrients from food move into your bloodstream for several hours. Glucose rises, and triglycerides, the fats carried in your blood, can climb sharply after a fatty meal. If your blood is drawn during that window, the numbers reflect your last meal more than your baseline. Fasting gives the laboratory a consistent starting point, so your result can be compared fairly with reference ranges and with your own earlier results.</p>
<h2>Tests that commonly require fasting</h2>
<ul>
<li><strong>Fasting glucose</strong> requires at least 8 hours without food.</li>
<li><strong>Lipid panel</strong> (cholesterol and triglycerides): traditionally 9 to 12 hours. Many guidelines now accept non-fasting lipid testing for routine screening, but fasting is still preferred when triglycerides have been high before or when your clinician asks for it. See <a href="/blog/understanding-your-lipid-panel-results">Understanding Your Lipid Panel Results</a>.</li>
<li><strong>Comprehensive metabolic panel</strong>: usually drawn fasting because it includes glucose.</li>
<li><strong>Iron studies</strong>: serum iron changes with meals and time of day, so a morning, fasting draw is often recommended.</li>
<li><strong>Insulin</strong> and some hormone tests are interpreted against fasting reference values.</li>
</ul>
<p>Many other tests, including <a href="/search/a1c">hemoglobin A1c</a>, TSH and most vitamin tests, do not require fasting. The preparation instructions on each test page tell you exactly what applies. If you order several tests together and any one of them requires fasting, fast for the whole visit.</p>
<h2>What you can and cannot have</h2>
<h3>Allowed</h3>
<ul>
<li><strong>Plain water.</strong> Drink it freely. Being well hydrated makes your veins easier to find and the draw faster.</li>
<li><strong>Your usual medications</strong>, unless your prescriber told you otherwise. Do not stop a prescribed medicine for a blood test without checking with the person who prescribed it.</li>
</ul>
<h3>Avoid during the fasting window</h3>
<ul>
<li>Food of any kind, including snacks and mints.</li>
<li>Coffee and tea, even black. Caffeine can affect glucose and some hormone results.</li>
<li>Juice, soda, sports drinks and flavored or sweetened water.</li>
<li>Chewing gum, including sugar-free gum.</li>
<li>Smoking and vaping.</li>
<li>Alcohol. Ideally avoid it for 24 hours before the test, because it can raise triglycerides and affect liver tests.</li>
<li>Strenuous exercise on the morning of the test, which can temporarily change some muscle and metabolic markers.</li>
</ul>
<h2>Timing your fast</h2>
<p>The simplest approach is to book an early-morning visit. Eat a normal, not unusually heavy, dinner, stop eating by about 8 or 9 p.m., and have your blood drawn the next morning. Most of your fast happens while you sleep. Fasting for much longer than 12 to 14 hours is not better: a prolonged fast can itself shift glucose and other values and may leave you lightheaded.</p>
<p>Use our <a href="/testcenters">test center finder</a> to check opening hours near you. Many centers open early and are busiest mid-morning, so arriving early also shortens your wait.</p>
<h2>Special situations</h2>
<ul>
<li><strong>Diabetes:</strong> if you take insulin or medicines that can cause low blood sugar, talk with your clinician before fasting. They may adjust your dose or timing. Bring a snack to eat right after the draw.</li>
<li><strong>Pregnancy:</strong> ask your prenatal care provider before fasting.</li>
<li><strong>Supplements:</strong> high-dose biotin can interfere with some tests. Read <a href="/blog/why-biotin-supplements-can-skew-lab-results">Why Biotin Supplements Can Skew Lab Results</a>.</li>
<li><strong>If you ate by mistake:</strong> reschedule if you can. If not, tell the phlebotomist what you ate and when, so the result can be interpreted with that in mind.</li>
</ul>
<h2>On the day of your visit</h2>
<ol>
<li>Bring your printed lab requisition and a government-issued photo ID.</li>
<li>Wear a shirt with sleeves that roll up easily above the elbow.</li>
<li>Drink a glass or two of water an hour before.</li>
<li>Tell the phlebotomist if you have ever fainted during a blood draw; they can have you lie down.</li>
<li>Pack a snack and a drink for afterwards.</li>
</ol>
<blockquote>Tip from the lab: a good fast is not about willpower, it is about scheduling. Book the earliest visit you can, and the fast takes care of itself overnight.</blockquote>
<p>If you are unsure whether a specific test in your order needs fasting, check its test page or contact our support team. Your clinician is the best person to advise you about medications and health conditions.</p>`,
  },
  {
    slug: 'understanding-your-lipid-panel-results',
    title: 'Understanding Your Lipid Panel Results',
    shortDescription:
      'Total cholesterol, LDL, HDL and triglycerides: what each number on your lipid panel means and which habits help improve them.',
    authorName: 'Priya Raman, MS, RDN',
    estimateLength: 4,
    metaDescription:
      'How to read a lipid panel: total cholesterol, LDL, HDL, triglycerides and non-HDL cholesterol, with the ranges used by US labs.',
    createDate: '2025-02-20',
    viewCount: 9620,
    coverColors: ['#b91c1c', '#fecaca'],
    textHtml: `<p>A lipid panel is one of the most commonly ordered blood tests, and one of the most useful. It measures the fats (lipids) carried in your blood, which helps estimate your risk of heart attack and stroke. Here is how to read each number on the report and what they mean together.</p>
<h2>What a lipid panel measures</h2>
<p>A standard lipid panel includes four main results. The values below are in milligrams per deciliter (mg/dL), the units used by US laboratories, and the categories come from widely used adult guidelines. Your report shows the reference range your lab uses.</p>
<h3>Total cholesterol</h3>
<p>The sum of cholesterol carried in all lipoprotein particles. Under 200 mg/dL is considered desirable, 200 to 239 borderline high, and 240 or above high. On its own, total cholesterol is less informative than its parts.</p>
<h3>LDL cholesterol</h3>
<p>Low-density lipoprotein carries cholesterol that can build up in artery walls, which is why it is called "bad" cholesterol. For adults without known heart disease, general categories are:</p>
<ul>
<li>Under 100 mg/dL: optimal</li>
<li>100 to 129: near optimal</li>
<li>130 to 159: borderline high</li>
<li>160 to 189: high</li>
<li>190 and above: very high, a level at which guidelines generally recommend that a clinician look for inherited high cholesterol and discuss treatment</li>
</ul>
<p>Most labs calculate LDL from the other results rather than measuring it directly. When triglycerides are very high the calculation becomes unreliable, and a <strong>direct LDL</strong> measurement may be performed instead, sometimes as a <a href="/blog/what-is-a-reflex-test">reflex test</a>.</p>
<h3>HDL cholesterol</h3>
<p>High-density lipoprotein helps carry cholesterol away from the arteries to the liver. Higher is generally better: below 40 mg/dL in men or below 50 mg/dL in women is considered low, and 60 or above is associated with lower risk. Very high HDL does not guarantee protection, however.</p>
<h3>Triglycerides</h3>
<p>The most common form of fat in the body. Under 150 mg/dL is normal, 150 to 199 borderline high, 200 to 499 high and 500 or above very high. Very high triglycerides raise the risk of pancreatitis as well as heart disease. Triglycerides rise after meals and with alcohol, which is why fasting may be requested.</p>
<h2>Calculated values you may see</h2>
<ul>
<li><strong>Non-HDL cholesterol</strong> equals total cholesterol minus HDL. It captures the cholesterol in all potentially harmful particles. A common goal is under 130 mg/dL.</li>
<li><strong>Cholesterol/HDL ratio</strong>: lower is better. Under 5 is a common reference point, and about 3.5 or lower is considered ideal.</li>
<li><strong>VLDL cholesterol</strong>, estimated from triglycerides.</li>
</ul>
<h2>Looking at the whole picture</h2>
<p>Cholesterol numbers are only one part of cardiovascular risk. Clinicians combine them with age, sex, blood pressure, diabetes, smoking, family history and other factors, often using a risk calculator, to decide whether lifestyle changes are enough or whether medication makes sense. The same LDL number can mean very different things for two different people, which is why it is worth reviewing your results with a clinician rather than treating a single value as a verdict.</p>
<p>Some people benefit from additional tests, such as <strong>lipoprotein(a)</strong>, a largely inherited risk factor that many experts suggest measuring at least once in adulthood, or <strong>apolipoprotein B</strong>, which counts the particles that can cause plaque. You can find these by <a href="/search/lipid">searching for lipid tests</a>.</p>
<h2>What can shift your results</h2>
<ul>
<li>A recent large or fatty meal, or alcohol within the last day (mainly triglycerides)</li>
<li>Acute illness, surgery or a recent heart event, which can temporarily lower cholesterol</li>
<li>Pregnancy, which normally raises lipids</li>
<li>Untreated hypothyroidism, which can raise LDL; see <a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Thyroid Tests Explained</a></li>
<li>Certain medications, including some steroids, diuretics and hormone therapies</li>
</ul>
<h2>Habits that help</h2>
<p>As a dietitian, I see consistent habits move these numbers more than quick fixes do. Evidence-based steps include:</p>
<ul>
<li>Replacing saturated fat (fatty meats, butter, full-fat dairy) with unsaturated fats from olive oil, nuts, seeds and fish</li>
<li>Eating more soluble fiber from oats, beans, lentils, barley and fruit</li>
<li>Limiting added sugars and refined starches, and cutting back on alcohol, which particularly helps triglycerides</li>
<li>Regular physical activity, aiming for about 150 minutes of moderate activity a week</li>
<li>Not smoking, which also helps raise HDL</li>
</ul>
<h2>How often to test</h2>
<p>Many adults with normal results are rechecked every four to six years, while people at higher risk or starting treatment are tested more often. Follow your clinician's advice. If you are getting ready for a lipid panel, read <a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a>.</p>
<blockquote>This article is for education only. A lipid panel result is not a diagnosis; please discuss your numbers and any treatment decisions with your healthcare provider.</blockquote>`,
  },
  {
    slug: 'what-your-hemoglobin-a1c-says-about-blood-sugar',
    title: 'What Your Hemoglobin A1c Says About Blood Sugar',
    shortDescription:
      'The A1c test shows your average blood sugar over about three months. Learn the ranges for normal, prediabetes and diabetes, and what can skew the result.',
    authorName: 'Priya Raman, MS, RDN',
    estimateLength: 3,
    metaDescription:
      'Hemoglobin A1c explained: normal, prediabetes and diabetes ranges, estimated average glucose, who should be screened and what can skew it.',
    createDate: '2025-04-08',
    viewCount: 7315,
    coverColors: ['#1d4ed8', '#bfdbfe'],
    textHtml: `<p>If you have ever been told your blood sugar is "a little high," the hemoglobin A1c test is likely the next step. Unlike a fingerstick or fasting glucose, which show your blood sugar at a single moment, the A1c gives a longer view: your average blood sugar over roughly the past two to three months.</p>
<h2>How the test works</h2>
<p>Hemoglobin is the oxygen-carrying protein inside red blood cells. Glucose in your blood attaches to hemoglobin, and the more glucose there is, the more hemoglobin becomes "glycated." Red blood cells live for about three months, so the percentage of glycated hemoglobin reflects average glucose over that period, weighted toward the most recent weeks.</p>
<p>Because it measures an average, the A1c does not require fasting and can be drawn at any time of day.</p>
<h2>What the numbers mean</h2>
<ul>
<li><strong>Below 5.7%</strong>: normal range</li>
<li><strong>5.7% to 6.4%</strong>: prediabetes, meaning higher than normal with an increased risk of developing type 2 diabetes</li>
<li><strong>6.5% or higher</strong>: in the diabetes range. A diagnosis normally requires a second abnormal result, either a repeat A1c or another test such as fasting glucose, unless there are clear symptoms of high blood sugar.</li>
</ul>
<p>For people already living with diabetes, many adults aim for an A1c below 7%, but targets are individualized. An older adult prone to low blood sugar may have a higher target, while others may aim lower. Your clinician sets the target that fits you.</p>
<h2>Converting A1c to average glucose</h2>
<p>Some reports include an <strong>estimated average glucose (eAG)</strong> in mg/dL, the same units a home meter uses. The relationship is approximately eAG = 28.7 × A1c − 46.7. For example:</p>
<ul>
<li>A1c 5.7% is about 117 mg/dL</li>
<li>A1c 6.5% is about 140 mg/dL</li>
<li>A1c 7% is about 154 mg/dL</li>
<li>A1c 8% is about 183 mg/dL</li>
<li>A1c 9% is about 212 mg/dL</li>
</ul>
<h2>When A1c can be misleading</h2>
<p>Because the test depends on red blood cells, anything that changes their lifespan or structure can skew the result:</p>
<ul>
<li><strong>Iron deficiency anemia</strong> can falsely raise A1c; see <a href="/blog/iron-ferritin-and-fatigue">Iron, Ferritin and Fatigue</a>.</li>
<li><strong>Recent blood loss, a transfusion or hemolytic anemia</strong> can falsely lower it, as can treatments that speed up red cell production.</li>
<li><strong>Hemoglobin variants</strong>, such as sickle cell trait, can interfere with some testing methods.</li>
<li><strong>Advanced kidney disease and pregnancy</strong> can also affect accuracy.</li>
</ul>
<p>In these situations, your clinician may rely on fasting glucose, an oral glucose tolerance test, fructosamine or continuous glucose monitoring instead.</p>
<h2>A1c and fasting glucose together</h2>
<p>A fasting plasma glucose of 100 to 125 mg/dL is in the prediabetes range, and 126 mg/dL or higher on two occasions is in the diabetes range. Fasting glucose and A1c measure different things, so they do not always agree. Ordering both, for example an A1c alongside a metabolic panel, gives a fuller picture. You can <a href="/search/a1c">find A1c tests here</a> or <a href="/search/glucose">browse glucose tests</a>.</p>
<h2>Who should be screened</h2>
<p>The American Diabetes Association recommends screening all adults starting at age 35, and earlier for adults of any age who are overweight or have obesity along with one or more additional risk factors, such as:</p>
<ul>
<li>A parent or sibling with type 2 diabetes</li>
<li>High blood pressure or abnormal cholesterol</li>
<li>A history of gestational diabetes</li>
<li>Physical inactivity</li>
<li>Polycystic ovary syndrome</li>
<li>Belonging to a population at higher risk, including Black, Hispanic or Latino, American Indian, Alaska Native, Asian American and Pacific Islander communities</li>
</ul>
<p>If your results are normal, repeating the test every three years is typical. With prediabetes, yearly testing is common.</p>
<h2>If your A1c is in the prediabetes range</h2>
<p>Prediabetes is common and often reversible. Large studies have shown that modest weight loss of about 5 to 7 percent of body weight, combined with about 150 minutes of activity a week, substantially lowers the chance of progressing to type 2 diabetes. Practical steps include filling half your plate with non-starchy vegetables, choosing whole grains and legumes, swapping sugary drinks for water and taking a short walk after meals.</p>
<blockquote>An A1c result on its own is not a diagnosis. Share your result with your healthcare provider, who can confirm it and recommend next steps.</blockquote>`,
  },
  {
    slug: 'vitamin-d-deficiency-symptoms-and-testing',
    title: 'Vitamin D Deficiency: Symptoms and Testing',
    shortDescription:
      'Low vitamin D is common and often silent. Learn the symptoms, who is at risk, which blood test to order and how results are interpreted.',
    authorName: 'Priya Raman, MS, RDN',
    estimateLength: 4,
    metaDescription:
      'Vitamin D deficiency: symptoms, risk factors, why 25-hydroxyvitamin D is the right test, and how to read your result in ng/mL.',
    createDate: '2025-05-27',
    viewCount: 10210,
    coverColors: ['#ca8a04', '#fef08a'],
    textHtml: `<p>Vitamin D helps your body absorb calcium and keep bones strong, and it plays a role in muscle function and the immune system. Because we make most of our vitamin D in the skin from sunlight, levels can drop in winter, with indoor lifestyles or for other reasons. Here is what deficiency can look like and how testing works.</p>
<h2>Symptoms of vitamin D deficiency</h2>
<p>Mild deficiency often causes no symptoms at all, which is one reason it goes unnoticed. When symptoms do occur, they tend to be vague:</p>
<ul>
<li>Fatigue or low energy</li>
<li>Bone pain or aching, often in the lower back, hips or legs</li>
<li>Muscle weakness or cramps</li>
<li>Frequent falls in older adults</li>
</ul>
<p>Severe, long-lasting deficiency can cause <strong>osteomalacia</strong> (soft bones) in adults and <strong>rickets</strong> in children, and it contributes to osteoporosis. Because fatigue and aches have many possible causes, a blood test is the only way to know your vitamin D status.</p>
<h2>Who is at higher risk</h2>
<ul>
<li>People who get little sun, work indoors, cover most of their skin or live at northern latitudes</li>
<li>People with darker skin, which produces less vitamin D from the same amount of sunlight</li>
<li>Adults over 65, whose skin makes vitamin D less efficiently</li>
<li>People with obesity, because vitamin D is stored in fat tissue and less is available in the blood</li>
<li>People with conditions that affect fat absorption, such as celiac disease, Crohn's disease, cystic fibrosis or a history of bariatric surgery</li>
<li>People with chronic kidney or liver disease</li>
<li>People taking certain medications, including some anti-seizure drugs and long-term glucocorticoids</li>
<li>Breastfed infants who do not receive a vitamin D supplement</li>
</ul>
<h2>The right test: 25-hydroxyvitamin D</h2>
<p>The standard test for vitamin D status is <strong>25-hydroxyvitamin D</strong>, often written 25(OH)D. It reflects vitamin D from both sunlight and diet and stays in the blood for weeks, making it a good measure of your stores. Many reports show D2 and D3 separately along with the total.</p>
<p>A different test, <strong>1,25-dihydroxyvitamin D</strong>, measures the active hormone form. It is used for specific conditions involving the kidneys, parathyroid glands or calcium balance and is <em>not</em> the right test for checking deficiency. It can be normal or even high when your stores are low. If you are unsure which to order, choose 25-hydroxyvitamin D or <a href="/search/vitamin">browse vitamin tests</a>. No fasting is needed.</p>
<h2>Interpreting your result</h2>
<p>US labs report 25(OH)D in nanograms per milliliter (ng/mL); some countries use nanomoles per liter, and 1 ng/mL equals 2.5 nmol/L. Expert groups do not fully agree on cutoffs, but commonly used ranges are:</p>
<ul>
<li><strong>Below 12 ng/mL</strong>: deficient, associated with bone disease</li>
<li><strong>12 to 19 ng/mL</strong>: potentially inadequate for bone health</li>
<li><strong>20 ng/mL or above</strong>: adequate for most people, according to the National Academy of Medicine</li>
<li><strong>30 ng/mL or above</strong>: the target some clinicians use, particularly for people with osteoporosis or malabsorption</li>
<li><strong>Above 50 ng/mL</strong>: no proven extra benefit. Toxicity is rare and usually occurs only above about 150 ng/mL, almost always from excessive supplements.</li>
</ul>
<h2>Should everyone be tested?</h2>
<p>Not necessarily. The US Preventive Services Task Force has found insufficient evidence to recommend routine screening of adults without symptoms, and a 2024 Endocrine Society guideline suggests against routine testing in healthy people. Testing is most useful when you have symptoms, risk factors or conditions such as osteoporosis, or when your clinician is monitoring treatment. Talk with a clinician about whether testing makes sense for you.</p>
<h2>If your level is low</h2>
<p>Treatment usually involves vitamin D supplements, sometimes with calcium, at a dose chosen by your clinician based on your level, age and health conditions. The recommended dietary allowance for most adults is 600 IU a day, or 800 IU for those over 70, and the upper intake level for adults is 4,000 IU a day unless a clinician advises otherwise. Food sources include fatty fish such as salmon, trout and sardines, egg yolks, and fortified milk, plant milks and cereals.</p>
<p>Because vitamin D is fat-soluble and stored in the body, high-dose supplements taken for long periods can lead to high calcium, nausea, kidney stones and other problems. More is not better. If you are being treated, a recheck after about three months shows how your level has responded.</p>
<blockquote>Vitamin D results should be interpreted in the context of your overall health. Please review your result with a healthcare provider before starting high-dose supplements.</blockquote>`,
  },
  {
    slug: 'thyroid-tests-explained-tsh-free-t4-free-t3',
    title: 'Thyroid Tests Explained: TSH, Free T4 and Free T3',
    shortDescription:
      'How TSH, free T4, free T3 and thyroid antibodies work together to show whether your thyroid is underactive, overactive or normal.',
    authorName: 'Elena Vasquez, MD',
    estimateLength: 3,
    metaDescription:
      'Thyroid blood tests explained: what TSH, free T4, free T3 and TPO antibodies measure, how to read them and what can skew results.',
    createDate: '2025-07-15',
    viewCount: 8470,
    coverColors: ['#7c3aed', '#ddd6fe'],
    textHtml: `<p>Your thyroid, a small gland at the front of your neck, makes hormones that set the pace of your metabolism, affecting energy, weight, heart rate, body temperature and mood. When it makes too little or too much, the symptoms can be subtle and easily blamed on other things. Blood tests are the most reliable way to check how it is working.</p>
<h2>How the thyroid system works</h2>
<p>The pituitary gland at the base of your brain releases <strong>thyroid-stimulating hormone (TSH)</strong>, which tells the thyroid to make hormone. The thyroid mainly produces <strong>thyroxine (T4)</strong> and a smaller amount of <strong>triiodothyronine (T3)</strong>, the more active form; much of the body's T3 is converted from T4 in other tissues. When thyroid hormone levels are high, the pituitary lowers TSH, and when they are low, it raises TSH. This feedback loop is why TSH is such a sensitive first test.</p>
<h2>TSH: the usual starting point</h2>
<p>TSH moves in the <em>opposite</em> direction of thyroid function:</p>
<ul>
<li><strong>High TSH</strong> usually means the thyroid is underactive (hypothyroidism) and the pituitary is working harder to stimulate it.</li>
<li><strong>Low TSH</strong> usually means the thyroid is overactive (hyperthyroidism), or that a person is taking more thyroid medication than they need.</li>
</ul>
<p>A typical adult reference range is roughly 0.4 to 4.5 mIU/L, though ranges vary by laboratory, and age and pregnancy change what is expected. Many labs offer TSH with a <a href="/blog/what-is-a-reflex-test">reflex</a> to free T4, which adds the second test automatically only if TSH is abnormal. Thyroid tests do not usually require fasting.</p>
<h2>Free T4</h2>
<p>Most T4 in the blood is bound to carrier proteins; only a tiny free fraction can enter cells. Free T4 measures that available hormone and helps confirm and grade an abnormal TSH:</p>
<ul>
<li>High TSH with low free T4 suggests overt hypothyroidism.</li>
<li>High TSH with normal free T4 is called <strong>subclinical hypothyroidism</strong>. It is common, often mild, and does not always need treatment; clinicians usually repeat the tests before deciding.</li>
<li>Low TSH with high free T4 suggests hyperthyroidism.</li>
<li>Low TSH with normal free T4 and free T3 is called <strong>subclinical hyperthyroidism</strong>.</li>
</ul>
<p>Less commonly, TSH and free T4 are both low, which can point to a pituitary problem rather than a thyroid problem.</p>
<h2>Free T3</h2>
<p>Free T3 is most useful when hyperthyroidism is suspected, because some people have an elevated T3 with a normal T4. It is generally less helpful for diagnosing or monitoring hypothyroidism.</p>
<h2>Thyroid antibodies</h2>
<p>Autoimmune conditions are the most common cause of thyroid disease in the US. <strong>Thyroid peroxidase (TPO) antibodies</strong> are found in most people with Hashimoto's thyroiditis, the leading cause of hypothyroidism. <strong>TSH receptor antibodies</strong>, including thyroid-stimulating immunoglobulin (TSI), point to Graves' disease, a common cause of hyperthyroidism. Antibodies help explain why a thyroid is malfunctioning and can indicate future risk. You can compare options by <a href="/search/thyroid">searching thyroid tests</a>.</p>
<h2>Symptoms that prompt testing</h2>
<h3>Possible signs of an underactive thyroid</h3>
<ul>
<li>Fatigue, feeling cold, dry skin and thinning hair</li>
<li>Constipation, weight gain and low mood</li>
<li>Heavy or irregular periods</li>
</ul>
<h3>Possible signs of an overactive thyroid</h3>
<ul>
<li>Racing or irregular heartbeat, anxiety and tremor</li>
<li>Heat intolerance, sweating and unintended weight loss</li>
<li>Frequent bowel movements and trouble sleeping</li>
</ul>
<h2>Things that can affect results</h2>
<ul>
<li><strong>Biotin</strong> supplements can cause a falsely low TSH and falsely high free T4 and T3 on many lab platforms, mimicking hyperthyroidism. See <a href="/blog/why-biotin-supplements-can-skew-lab-results">Why Biotin Supplements Can Skew Lab Results</a>.</li>
<li><strong>Acute illness</strong> and recovery from illness can temporarily shift thyroid tests.</li>
<li><strong>Pregnancy</strong> changes thyroid hormone levels, and trimester-specific ranges are used.</li>
<li><strong>Medications</strong> such as high-dose glucocorticoids, amiodarone and lithium can affect thyroid function or test results.</li>
<li><strong>Thyroid medication timing:</strong> if you take levothyroxine, your clinician may ask you to have blood drawn before your daily dose for consistency. After a dose change, TSH is usually rechecked in six to eight weeks, because it takes that long to settle.</li>
</ul>
<blockquote>Thyroid results should always be interpreted alongside your symptoms, history and medications. If your results are outside the reference range, please review them with a healthcare provider before making any changes.</blockquote>`,
  },
  {
    slug: 'when-should-you-get-tested-for-stds',
    title: 'When Should You Get Tested for STDs?',
    shortDescription:
      'Routine screening recommendations, window periods after an exposure and which tests to choose, explained by a nurse practitioner.',
    authorName: 'Marcus Ellery, MSN, FNP-C',
    estimateLength: 4,
    metaDescription:
      'STD testing: who should be screened and how often, window periods for chlamydia, gonorrhea, HIV, syphilis and hepatitis, and which tests to choose.',
    createDate: '2025-08-19',
    viewCount: 6950,
    coverColors: ['#be185d', '#fbcfe8'],
    textHtml: `<p>Many sexually transmitted infections (STIs) cause no symptoms, especially early on, so the only way to know your status is to get tested. As a nurse practitioner, I hear the same questions again and again: how often should I test, which tests do I need, and how soon after an exposure will a test be accurate? Here are the answers, based on current CDC recommendations.</p>
<h2>Routine screening recommendations</h2>
<p>Even without symptoms or a specific exposure, the CDC recommends:</p>
<ul>
<li><strong>Everyone aged 13 to 64:</strong> an HIV test at least once as part of routine health care.</li>
<li><strong>All adults 18 and older:</strong> hepatitis C testing at least once, and hepatitis B testing at least once.</li>
<li><strong>Sexually active women under 25:</strong> chlamydia and gonorrhea testing every year.</li>
<li><strong>Women 25 and older with risk factors</strong>, such as a new partner, more than one partner or a partner with an STI: yearly chlamydia and gonorrhea testing.</li>
<li><strong>Pregnant people:</strong> syphilis, HIV, hepatitis B and hepatitis C early in pregnancy, plus chlamydia and gonorrhea for those under 25 or at risk. Prenatal testing is best arranged through your prenatal care provider.</li>
<li><strong>Gay, bisexual and other men who have sex with men:</strong> at least yearly testing for syphilis, chlamydia, gonorrhea and HIV, and every three to six months for those with multiple or anonymous partners.</li>
<li><strong>Anyone who has sex without condoms or shares injection drug equipment:</strong> HIV testing at least once a year.</li>
</ul>
<h2>Other good reasons to test</h2>
<ul>
<li>Before having sex with a new partner, ideally with both partners testing</li>
<li>If a partner tells you they have an STI</li>
<li>If a condom broke, or you had sex without a barrier with someone whose status you do not know</li>
<li>If you notice symptoms such as unusual discharge, burning with urination, sores, bumps, a rash or pelvic pain. In that case, see a clinician in person, because you may need an exam and treatment right away.</li>
</ul>
<h2>Window periods: how soon can you test?</h2>
<p>A test can only detect an infection once enough of the organism, or your body's antibody response, is present. The time between exposure and reliable detection is called the <strong>window period</strong>. Approximate windows are:</p>
<ul>
<li><strong>Chlamydia and gonorrhea</strong> (urine or swab NAAT): about 1 to 2 weeks</li>
<li><strong>Trichomoniasis</strong> (NAAT): about 1 week to 1 month</li>
<li><strong>HIV</strong>, lab-based antigen/antibody test on a blood draw: usually 18 to 45 days</li>
<li><strong>Syphilis</strong> (blood test): about 3 to 6 weeks, occasionally up to 3 months</li>
<li><strong>Hepatitis B</strong> (surface antigen): about 4 weeks on average, and up to about 10 weeks</li>
<li><strong>Hepatitis C</strong> (antibody): about 8 to 11 weeks, and up to 6 months in some people</li>
</ul>
<p>If you test negative during the window period, you may need to repeat the test once it has passed. A negative result only covers exposures that happened before the window.</p>
<blockquote>If you had a possible HIV exposure within the last 72 hours, do not wait for testing. Contact a clinician, urgent care center or emergency department right away and ask about post-exposure prophylaxis (PEP), which works best the sooner it is started.</blockquote>
<h2>Which tests to choose</h2>
<p>A typical panel for someone without symptoms covers chlamydia, gonorrhea, syphilis and HIV, often with hepatitis B, hepatitis C and trichomoniasis. Urine tests for chlamydia and gonorrhea do not detect infections in the throat or rectum, so people with oral or anal exposure should ask a clinician about swab testing at those sites.</p>
<p>The CDC does not recommend routine herpes blood testing for people without symptoms, because results can be hard to interpret and false positives occur. Herpes testing is most helpful for people with symptoms or specific circumstances discussed with a clinician.</p>
<p>You can compare individual tests and panels by <a href="/search/std">searching STD tests</a> or <a href="/search/hiv">HIV tests</a>.</p>
<h2>Privacy and next steps</h2>
<p>Your results are delivered to your secure account, and most are ready within a few business days after your visit to a <a href="/testcenters">test center</a>. If any result is positive, please contact a healthcare provider promptly. Most STIs are easily treated or well managed, and your partners may need testing and treatment too. Many health departments offer confidential partner notification services.</p>
<p>Getting tested is a routine, responsible part of health care. A lab result is not a diagnosis on its own; a clinician can confirm results, provide treatment and advise on prevention, including vaccines for hepatitis B and HPV and pre-exposure prophylaxis (PrEP) for HIV.</p>`,
  },
  {
    slug: 'reading-a-cbc-red-cells-white-cells-and-platelets',
    title: 'Reading a CBC: Red Cells, White Cells and Platelets',
    shortDescription:
      'A laboratory scientist walks through every line of a complete blood count, from hemoglobin and MCV to the white cell differential and platelets.',
    authorName: 'Dana Whitfield, MLS(ASCP)',
    estimateLength: 4,
    metaDescription:
      'How to read a complete blood count (CBC): hemoglobin, hematocrit, MCV, RDW, white blood cell differential and platelets explained.',
    createDate: '2025-10-02',
    viewCount: 5380,
    coverColors: ['#9f1239', '#fda4af'],
    textHtml: `<p>The complete blood count, or CBC, is one of the most frequently ordered lab tests in the world. From a single small tube of blood, an automated analyzer counts and measures your red cells, white cells and platelets in about a minute. As a laboratory scientist I have reviewed many thousands of them, and here is a tour of what each line on your report means.</p>
<h2>Red blood cells: carrying oxygen</h2>
<ul>
<li><strong>RBC count</strong>: the number of red cells in a given volume of blood.</li>
<li><strong>Hemoglobin (Hgb)</strong>: the oxygen-carrying protein. Typical adult ranges are about 13.5 to 17.5 g/dL for men and 12.0 to 15.5 g/dL for women. Low hemoglobin is called <strong>anemia</strong>.</li>
<li><strong>Hematocrit (Hct)</strong>: the percentage of your blood volume made up of red cells, roughly three times the hemoglobin value.</li>
</ul>
<h3>Red cell indices</h3>
<p>These describe what the red cells look like, which helps narrow down the cause of anemia:</p>
<ul>
<li><strong>MCV</strong> (mean corpuscular volume): average cell size, typically about 80 to 100 fL. Small cells are often seen with iron deficiency or thalassemia trait; large cells with vitamin B12 or folate deficiency, heavy alcohol use, liver disease, thyroid disease or some medications.</li>
<li><strong>MCH</strong> and <strong>MCHC</strong>: the amount and concentration of hemoglobin in each cell.</li>
<li><strong>RDW</strong> (red cell distribution width): how much cell size varies. A high RDW can be an early clue to a developing deficiency.</li>
</ul>
<p>High hemoglobin or hematocrit can result from dehydration, smoking, living at high altitude, testosterone therapy or sleep apnea, and less commonly from a bone marrow condition.</p>
<h2>White blood cells: the immune system</h2>
<p>The total <strong>WBC count</strong> is typically about 4,500 to 11,000 cells per microliter. A CBC "with differential" breaks this down into five types:</p>
<ul>
<li><strong>Neutrophils</strong>: first responders to bacterial infection. They rise with infection, inflammation, stress and steroid medicines, and can fall with some viral infections, medications or bone marrow problems. Some people of African or Middle Eastern ancestry naturally have lower neutrophil counts, a harmless finding.</li>
<li><strong>Lymphocytes</strong>: often increase with viral infections.</li>
<li><strong>Monocytes</strong>: involved in chronic inflammation and recovery from infection.</li>
<li><strong>Eosinophils</strong>: rise with allergies, asthma, eczema and parasitic infections.</li>
<li><strong>Basophils</strong>: normally present in small numbers.</li>
</ul>
<p>The differential may be reported as percentages, absolute counts or both. Absolute counts are generally more meaningful.</p>
<h2>Platelets: clotting</h2>
<p>Platelets are cell fragments that help blood clot. A typical range is about 150,000 to 450,000 per microliter, often written as 150 to 450 thousand per microliter. Low platelets (<strong>thrombocytopenia</strong>) may occur with viral infections, some medications, heavy alcohol use, liver disease or immune conditions, and very low levels raise bleeding risk. High platelets (<strong>thrombocytosis</strong>) most often reflect inflammation, iron deficiency or recovery from bleeding. <strong>MPV</strong> describes average platelet size.</p>
<p>Occasionally platelets clump together in the tube and the analyzer reports a falsely low count, called pseudothrombocytopenia. Laboratories usually catch this on review, and a redraw in a different tube resolves it.</p>
<h2>Reading the flags</h2>
<p>Results outside the reference interval are flagged H (high) or L (low). Keep in mind:</p>
<ul>
<li>Reference ranges are built to include about 95 percent of healthy people, so about 1 in 20 healthy people will fall slightly outside the range on any single test.</li>
<li>Ranges vary between laboratories, by sex and age, and sometimes by altitude. Always compare with the range printed on your report.</li>
<li>A single slightly abnormal value is often repeated before any conclusions are drawn. Trends over time matter more than one result.</li>
</ul>
<h2>Preparing for a CBC</h2>
<p>A CBC does not require fasting. Stay hydrated, and if it is ordered together with tests that do need fasting, follow the stricter rule; see <a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a>. Intense exercise, recent illness and pregnancy can all shift counts, so mention them to whoever interprets your results.</p>
<h2>Where a CBC fits</h2>
<p>A CBC is often the first step when someone feels tired, bruises easily or has frequent infections, and it is commonly paired with a comprehensive metabolic panel for a general check-up. If your CBC suggests anemia, iron studies are a logical next step; see <a href="/blog/iron-ferritin-and-fatigue">Iron, Ferritin and Fatigue</a>. You can <a href="/search/cbc">find CBC tests here</a>.</p>
<blockquote>A CBC can point toward many conditions but rarely diagnoses one on its own. Markedly abnormal results, especially very low hemoglobin, neutrophils or platelets, should be reviewed with a healthcare provider promptly.</blockquote>`,
  },
  {
    slug: 'why-biotin-supplements-can-skew-lab-results',
    title: 'Why Biotin Supplements Can Skew Lab Results',
    shortDescription:
      'High-dose biotin in hair, skin and nail supplements can make thyroid, hormone and even heart tests wrong. Here is what to do before a blood draw.',
    authorName: 'Grace Okafor, PharmD',
    estimateLength: 3,
    metaDescription:
      'High-dose biotin can cause falsely high or low thyroid, hormone and troponin results. A pharmacist explains which tests and when to pause.',
    createDate: '2025-11-18',
    viewCount: 3120,
    coverColors: ['#c2410c', '#fed7aa'],
    textHtml: `<p>Biotin, also called vitamin B7, is one of the most popular supplements in the US, sold on its own and in products marketed for hair, skin and nails. It is generally safe, but at the high doses found in many of these products it can cause surprisingly large errors on common blood tests. In 2017 the US Food and Drug Administration issued a safety communication warning patients and clinicians about this problem, and it remains relevant today.</p>
<h2>Why biotin interferes</h2>
<p>Many laboratory tests called <strong>immunoassays</strong> use the strong natural attraction between biotin and a protein called streptavidin to capture and measure substances in your blood. When your blood contains large amounts of biotin from supplements, that extra biotin competes in the reaction and throws off the measurement. Depending on how the test is designed, the result can come out <strong>falsely high or falsely low</strong>.</p>
<p>Not every test is affected, and not every laboratory platform is affected to the same degree. But the tests that can be affected are among the most commonly ordered.</p>
<h2>Tests that can be affected</h2>
<ul>
<li><strong>Thyroid tests:</strong> biotin can make TSH falsely low and free T4 and free T3 falsely high, a pattern that looks just like hyperthyroidism or Graves' disease. People have been misdiagnosed and even started on unnecessary treatment. See <a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Thyroid Tests Explained</a>.</li>
<li><strong>Troponin</strong>, used to diagnose heart attacks: biotin can cause a falsely low result, and the FDA has reported a death associated with a missed diagnosis.</li>
<li><strong>Reproductive and other hormones</strong>, such as hCG, FSH, LH, estradiol, testosterone, cortisol and parathyroid hormone.</li>
<li><strong>Vitamin D, vitamin B12, folate and ferritin</strong> on some platforms.</li>
<li><strong>Some tumor markers and infectious disease antibody tests.</strong></li>
</ul>
<h2>How much biotin is too much?</h2>
<p>The adequate daily intake of biotin for adults is about 30 micrograms (mcg), easily obtained from foods such as eggs, nuts, seeds and legumes. A standard multivitamin typically contains roughly 30 to 300 mcg, which is unlikely to cause significant interference with most tests. The concern is with:</p>
<ul>
<li>Hair, skin and nail supplements containing 5,000 to 10,000 mcg (5 to 10 mg) or more per dose</li>
<li>Stand-alone biotin products of 1,000 mcg or more</li>
<li>Very high doses, sometimes 100 mg a day or more, that clinicians occasionally prescribe for certain metabolic or neurological conditions</li>
</ul>
<p>Check every supplement label, including energy, sports and beauty products. Biotin may be listed as vitamin B7, vitamin H or coenzyme R.</p>
<h2>What to do before a blood test</h2>
<ol>
<li><strong>Tell whoever orders or interprets your tests</strong> about every supplement you take, including the dose.</li>
<li><strong>Pause biotin supplements before testing</strong>, if it is safe to do so. Many laboratories advise stopping biotin for at least 72 hours before a blood draw. People on very high doses may need longer, so follow your clinician's or the lab's specific instructions.</li>
<li><strong>Do not stop a prescribed high-dose biotin treatment</strong> on your own. Talk with the prescriber first; they can plan the timing of your tests.</li>
<li><strong>If a result does not fit how you feel</strong>, especially a thyroid result, ask whether biotin could explain it. Repeating the test after stopping biotin often clarifies the picture.</li>
</ol>
<h2>Other supplements worth mentioning</h2>
<p>Biotin is the best-known example, but not the only supplement that can affect results. Very high doses of vitamin C can interfere with some glucose and chemistry tests. Creatine supplements can raise blood creatinine and make kidney function look worse than it is; see <a href="/blog/kidney-function-tests-egfr-and-creatinine">Kidney Function Tests: eGFR and Creatinine</a>. Iron supplements taken shortly before a test raise serum iron. A complete, honest list of everything you take helps your clinician read your results correctly.</p>
<blockquote>A pharmacist's rule of thumb: if it comes in a bottle, mention it. Supplements are easy to forget when you list your medications, and they can matter.</blockquote>
<p>When you <a href="/all">browse our tests</a>, the preparation instructions on each test page note any special requirements. If you have questions about your medications and testing, your pharmacist and prescriber are excellent resources.</p>`,
  },
  {
    slug: 'iron-ferritin-and-fatigue',
    title: 'Iron, Ferritin and Fatigue',
    shortDescription:
      'Low iron can leave you exhausted long before it causes anemia. Learn how ferritin and an iron panel work and how to read the results.',
    authorName: 'Priya Raman, MS, RDN',
    estimateLength: 3,
    metaDescription:
      'Iron deficiency and fatigue: what ferritin, serum iron, TIBC and transferrin saturation show, who is at risk and how to prepare for testing.',
    createDate: '2026-01-13',
    viewCount: 4470,
    coverColors: ['#78350f', '#fde68a'],
    textHtml: `<p>Feeling tired all the time is one of the most common reasons people look into lab testing, and iron is one of the first things worth checking. Iron deficiency is the most common nutritional deficiency worldwide, and it can cause fatigue long before it causes anemia. Here is how iron testing works and how to make sense of the results.</p>
<h2>Why iron matters</h2>
<p>Your body uses iron to make hemoglobin, the protein in red blood cells that carries oxygen. It also stores iron, mainly in the liver, in a protein called <strong>ferritin</strong>. When you lose more iron than you take in, your stores run down first. Only later, once stores are depleted, does hemoglobin fall and anemia develop. That is why a normal hemoglobin on a <a href="/blog/reading-a-cbc-red-cells-white-cells-and-platelets">CBC</a> does not rule out low iron.</p>
<h2>Common symptoms</h2>
<ul>
<li>Fatigue, low stamina and shortness of breath on exertion</li>
<li>Pale skin, headaches and dizziness</li>
<li>Cold hands and feet</li>
<li>Brittle nails or hair shedding</li>
<li>Restless legs, especially at night</li>
<li>Cravings for ice or non-food items such as clay or starch, known as pica</li>
</ul>
<h2>Who is at risk</h2>
<ul>
<li>People who menstruate, especially those with heavy periods</li>
<li>Pregnant people, whose iron needs rise sharply</li>
<li>Frequent blood donors</li>
<li>Vegetarians and vegans, since plant iron is less readily absorbed</li>
<li>Endurance athletes</li>
<li>People with celiac disease, inflammatory bowel disease or a history of weight-loss surgery</li>
<li>Anyone with ongoing blood loss from the digestive tract, which may be silent. In men and postmenopausal women, unexplained iron deficiency should always be investigated by a clinician for this reason.</li>
</ul>
<h2>The tests in an iron panel</h2>
<h3>Ferritin</h3>
<p>Ferritin reflects your iron stores and is the single most useful test for iron deficiency. In adults, a ferritin below about 30 ng/mL strongly suggests depleted stores, and a value below 15 ng/mL is nearly diagnostic. Ferritin is also an acute phase reactant, meaning it rises with inflammation, infection, liver disease, heavy alcohol use and obesity. In those situations a normal ferritin can hide a deficiency, so clinicians interpret it together with the other tests.</p>
<h3>Serum iron</h3>
<p>The amount of iron circulating in the blood at the moment of the draw. It varies with recent meals, supplements and time of day, so on its own it is not very reliable.</p>
<h3>TIBC and transferrin</h3>
<p>Transferrin is the protein that carries iron in the blood, and total iron-binding capacity (TIBC) is a measure of it. When iron is low, the body makes more transferrin, so TIBC tends to be high in iron deficiency.</p>
<h3>Transferrin saturation</h3>
<p>The percentage of transferrin that is carrying iron, calculated from serum iron and TIBC. A value below about 20 percent supports iron deficiency. Values repeatedly above about 45 percent can point to iron overload, such as hereditary hemochromatosis, and warrant follow-up with a clinician.</p>
<p>Find a <a href="/search/ferritin">ferritin test</a> or a full <a href="/search/iron">iron panel</a>.</p>
<h2>Preparing for iron testing</h2>
<ul>
<li>A morning draw after an overnight fast is often recommended for serum iron and transferrin saturation; see <a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a>.</li>
<li>Unless your clinician advises otherwise, skip iron supplements and iron-containing multivitamins for at least 24 hours before the test.</li>
<li>Let whoever interprets your results know about recent infections, since these can raise ferritin.</li>
</ul>
<h2>Food first, supplements with guidance</h2>
<p>As a dietitian, I encourage iron-rich foods for everyone. Red meat, poultry and seafood provide heme iron, which is absorbed well. Beans, lentils, tofu, spinach, pumpkin seeds and fortified cereals provide non-heme iron. Pairing plant sources with vitamin C from citrus, peppers, tomatoes or strawberries improves absorption, while tea, coffee and calcium supplements taken with meals reduce it.</p>
<p>Iron supplements can correct a deficiency, but they are not harmless. Too much iron can damage organs, and people with hemochromatosis should not take them. Supplements can also cause constipation and stomach upset, and research suggests that lower doses or alternate-day dosing may be absorbed as well and tolerated better. Keep iron supplements out of reach of children, because an accidental iron overdose is a serious emergency in young children.</p>
<blockquote>Fatigue has many possible causes, including thyroid problems, sleep disorders, depression and vitamin B12 deficiency. Please review your iron results with a healthcare provider rather than starting supplements on your own.</blockquote>`,
  },
  {
    slug: 'what-is-a-reflex-test',
    title: 'What Is a Reflex Test?',
    shortDescription:
      'Some tests automatically trigger a follow-up test on the same sample when the first result is abnormal. Here is how reflex testing works and what it costs.',
    authorName: 'Dana Whitfield, MLS(ASCP)',
    estimateLength: 3,
    metaDescription:
      'Reflex testing explained: how a lab adds a follow-up test to the same sample when a result is abnormal, common examples and possible extra fees.',
    createDate: '2026-07-08',
    viewCount: 1260,
    coverColors: ['#0369a1', '#bae6fd'],
    textHtml: `<p>When you browse lab tests, you may notice names like "TSH with Reflex to Free T4" or "Hepatitis C Antibody with Reflex to HCV RNA." The word <em>reflex</em> describes a simple but useful laboratory practice: if the first result meets certain criteria, the lab automatically runs a follow-up test on the same sample.</p>
<h2>How reflex testing works</h2>
<ol>
<li>Your blood or urine is collected once, as usual.</li>
<li>The lab runs the initial, or screening, test.</li>
<li>If the result is normal or negative, testing stops there.</li>
<li>If the result is abnormal or positive according to predefined rules, the lab performs the additional test, usually on the specimen it already has.</li>
</ol>
<p>The rules are set in advance, based on clinical guidelines. You do not need to return for a second blood draw, and you get a more complete answer sooner.</p>
<h2>Common examples</h2>
<ul>
<li><strong>TSH with reflex to free T4:</strong> if TSH is outside the reference range, free T4 is added to help show whether thyroid function is truly abnormal. See <a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Thyroid Tests Explained</a>.</li>
<li><strong>Hepatitis C antibody with reflex to HCV RNA:</strong> a positive antibody shows past or current infection, and the RNA test shows whether the virus is present now. The CDC recommends exactly this sequence.</li>
<li><strong>HIV-1/2 antigen/antibody with reflex:</strong> a reactive screen is followed by a test that confirms the result and distinguishes HIV-1 from HIV-2.</li>
<li><strong>ANA with reflex to titer and pattern:</strong> a positive antinuclear antibody screen is followed by tests showing how strong the signal is and what pattern it forms, which guide whether further autoimmune testing is needed.</li>
<li><strong>Urinalysis with reflex to culture:</strong> signs of infection on the urinalysis trigger a culture to identify bacteria.</li>
<li><strong>Lipid panel with reflex to direct LDL:</strong> when triglycerides are too high for LDL to be calculated accurately, LDL is measured directly. See <a href="/blog/understanding-your-lipid-panel-results">Understanding Your Lipid Panel Results</a>.</li>
<li><strong>Syphilis antibody with reflex:</strong> a reactive screening test is followed by additional tests that confirm and characterize the result.</li>
</ul>
<h2>Why labs use reflex testing</h2>
<ul>
<li><strong>Convenience:</strong> one visit, one draw.</li>
<li><strong>Speed:</strong> the follow-up runs while the sample is fresh, rather than days later after a new order.</li>
<li><strong>Cost-effectiveness:</strong> the more specialized test is only run, and charged, when it is likely to add useful information.</li>
<li><strong>Accuracy:</strong> screening tests are designed to be sensitive, so they occasionally flag people who turn out not to have a condition. A confirmatory reflex test helps separate true positives from false ones.</li>
</ul>
<h2>Reflex tests and pricing at labstore</h2>
<p>Reflex tests in our catalogue are clearly labeled, and each test page explains what triggers the follow-up. Because the follow-up test is only performed when needed, it may carry an <strong>additional fee if the initial result is positive or abnormal</strong>. The possible extra amount is shown on the test page before you buy, so there are no surprises. If the reflex is not triggered, you pay only the listed price.</p>
<p>You will see the results of both the initial test and any reflexed test in your account. Because the follow-up can only start once the first result is available, reflexed results may take a little longer than the usual 3 to 5 business days. You can browse examples by <a href="/search/reflex">searching for reflex tests</a>.</p>
<h2>Reflex versus add-on tests</h2>
<p>A reflex test is decided automatically by rules. An <em>add-on</em> is a test a clinician requests afterward on a stored sample. Labs keep specimens for a limited time, and not every test can be added on, because some require special tubes or handling. When a follow-up is likely to matter, choosing the reflex version up front is usually the smoother path.</p>
<h2>Understanding your reflex result</h2>
<p>If a reflex was triggered, the first test was outside the expected range. That does not, by itself, mean you have a disease; the reflexed test is there to clarify. For example, a positive hepatitis C antibody followed by an undetectable HCV RNA usually indicates a past infection that has cleared or, less commonly, a false-positive antibody result.</p>
<blockquote>Whatever your results show, it is a good idea to review reflex results with a healthcare provider, who can explain what they mean for you and whether further testing or treatment is needed.</blockquote>`,
  },
  {
    slug: 'direct-access-lab-testing-how-ordering-your-own-tests-works',
    title: 'Direct-Access Lab Testing: How Ordering Your Own Tests Works',
    shortDescription:
      'From choosing a test to reading your results: physician oversight approval, your lab requisition, the test center visit and results in 3-5 business days.',
    authorName: 'Elena Vasquez, MD',
    estimateLength: 3,
    metaDescription:
      'How direct-access lab testing works: choose tests, pay, physician oversight approval, print your requisition, visit a lab and get results online.',
    createDate: '2026-04-21',
    viewCount: 2890,
    coverColors: ['#15803d', '#bbf7d0'],
    textHtml: `<p>Not long ago, nearly every lab test in the US started with a doctor's appointment. Today, in most states, you can order many common tests yourself through <strong>direct-access testing</strong>, also called direct-to-consumer or consumer-initiated testing. It is a convenient, transparent way to check on your health, track a known condition or follow up on a question, and it works alongside your regular care rather than replacing it. Here is how the process works at labstore.</p>
<h2>Step 1: Choose your tests</h2>
<p>Search by test name, condition or keyword, or <a href="/all">browse the full catalogue</a>. Each test page explains what the test measures, shows its price next to the typical market rate, and lists preparation instructions such as whether you need to fast. Panels bundle related tests at a lower combined price. If you are not sure where to start, blog articles such as <a href="/blog/understanding-your-lipid-panel-results">Understanding Your Lipid Panel Results</a> explain common tests.</p>
<h2>Step 2: Create an account and pay</h2>
<p>You need an account with your legal name, date of birth and address, because these appear on your lab requisition and must match your photo ID at the test center. You must be at least 18 years old, and you order tests for yourself. Prices are shown up front. Each order also includes a <strong>physician oversight fee</strong> and a <strong>lab draw fee</strong>, both shown in your cart before you pay.</p>
<h2>Step 3: Physician oversight review</h2>
<p>Laboratories require an authorized order to perform testing. After you pay, an independent physician reviews your order and, when appropriate, approves it. Reviews take place several times a day, so most orders are approved within a few hours, and the status appears in your order history. You do not need a separate appointment.</p>
<h2>Step 4: Print your requisition</h2>
<p>Once your order is approved, a lab requisition becomes available in your account. This document tells the lab which tests to run. Print it and bring it to your visit along with a government-issued photo ID.</p>
<h2>Step 5: Visit a patient service center</h2>
<p>Use our <a href="/testcenters">test center finder</a> to locate one of more than 2,100 partner patient service centers. Enter your zip code to see addresses, hours and distance. Many centers accept walk-ins, and an early-morning visit is ideal if you need to fast; see <a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a>. The draw itself usually takes just a few minutes.</p>
<h2>Step 6: Get your results</h2>
<p>Most results are ready in your secure account within <strong>3 to 5 business days</strong> after your visit. Some specialized tests, cultures and <a href="/blog/what-is-a-reflex-test">reflex tests</a> take longer. You can download your results as a PDF and share them with your own clinician.</p>
<h2>Where direct-access testing is available</h2>
<p>State laws differ. labstore is not able to offer testing to residents of <strong>New Jersey, New York, Rhode Island or Arizona</strong>. Existing Arizona customers can still sign in to view past orders and download previous results.</p>
<h2>Benefits and limits</h2>
<h3>Benefits</h3>
<ul>
<li>Convenience: no appointment is needed to order, and centers are close to home or work.</li>
<li>Transparent pricing, often well below typical market rates.</li>
<li>Control over, and privacy for, your own health information.</li>
<li>Easy monitoring of known conditions between visits, such as cholesterol or A1c.</li>
</ul>
<h3>Limits</h3>
<ul>
<li>A lab result is not a diagnosis. Interpreting results requires context: your symptoms, history, medications and a physical exam.</li>
<li>Abnormal results may call for follow-up tests, imaging or treatment that only a clinician can provide.</li>
<li>Direct-access testing is not for emergencies. If you have chest pain, trouble breathing, signs of a stroke or another urgent symptom, call 911.</li>
<li>We do not bill insurance. Many customers pay with an HSA or FSA card, and you can print a receipt listing test codes if you want to request reimbursement from your plan.</li>
</ul>
<blockquote>As a physician, my advice is simple: use direct-access testing to stay informed, and bring your results to a clinician you trust. Testing works best as part of an ongoing conversation about your health.</blockquote>`,
  },
  {
    slug: 'testosterone-testing-for-men-timing-matters',
    title: 'Testosterone Testing for Men: Timing Matters',
    shortDescription:
      'Testosterone peaks in the morning and varies from day to day. Learn when to test, what total and free testosterone mean and which tests go with them.',
    authorName: 'Marcus Ellery, MSN, FNP-C',
    estimateLength: 3,
    metaDescription:
      'Testosterone testing for men: why early-morning draws matter, total vs free testosterone, SHBG, LH and FSH, and what can lower your result.',
    createDate: '2026-10-27',
    viewCount: 640,
    coverColors: ['#1e3a8a', '#93c5fd'],
    textHtml: `<p>Testosterone plays a key role in men's energy, mood, sex drive, muscle mass, bone strength and red blood cell production. Low levels can contribute to fatigue, low libido and other symptoms. But testosterone is also one of the trickier hormones to measure well, because its level changes substantially over the course of a day. When you test can matter as much as what you test.</p>
<h2>Why timing matters</h2>
<p>Testosterone follows a daily rhythm. In most men it peaks in the early morning and declines through the day, and afternoon levels can be noticeably lower, especially in younger men. A man with normal testosterone can look "low" if tested late in the afternoon. Levels can also dip temporarily after a sugary meal, during an acute illness or after a run of poor sleep.</p>
<p>For this reason, guidelines from the Endocrine Society and the American Urological Association recommend:</p>
<ul>
<li>Having blood drawn in the <strong>early morning</strong>, typically between about 7 and 10 a.m.</li>
<li>Testing while <strong>fasting</strong> when possible, as advised by the Endocrine Society</li>
<li>Confirming a low result with a <strong>second morning test</strong> on a different day before any diagnosis of low testosterone is made</li>
<li>Avoiding testing during an acute illness</li>
</ul>
<p>If you work nights, ask your clinician how to time the test around your sleep schedule.</p>
<h2>What the numbers mean</h2>
<p>Total testosterone measures all the testosterone in your blood, most of which is bound to proteins. The American Urological Association uses <strong>300 ng/dL</strong> as a reasonable cutoff for low total testosterone, and laboratory reference ranges for adult men commonly run from roughly 250 to 300 at the low end to about 900 to 1,000 ng/dL at the high end. A diagnosis of testosterone deficiency requires both consistently low morning levels <em>and</em> symptoms.</p>
<p>Most testosterone is attached to <strong>sex hormone-binding globulin (SHBG)</strong> or albumin. <strong>Free testosterone</strong>, the small unbound fraction, is useful when total testosterone is borderline or when SHBG is likely to be abnormal, for example with aging, obesity, diabetes, thyroid disease or liver disease. It is best measured with a reference method or calculated from total testosterone, SHBG and albumin.</p>
<h2>Tests that often go together</h2>
<ul>
<li><strong>LH and FSH</strong>: pituitary hormones that help show whether low testosterone starts in the testes or in the pituitary.</li>
<li><strong>Prolactin</strong>: often checked when testosterone is low and LH is low or normal.</li>
<li><strong>Estradiol</strong>: sometimes measured, particularly in men with breast tenderness or enlargement.</li>
<li><strong>Hemoglobin and hematocrit</strong>, part of a <a href="/blog/reading-a-cbc-red-cells-white-cells-and-platelets">CBC</a>: important for men on testosterone therapy, which can raise red blood cell counts.</li>
<li><strong>PSA</strong>: part of monitoring for some men on therapy, depending on age and risk.</li>
</ul>
<p>You can compare individual tests and panels by <a href="/search/testosterone">searching testosterone tests</a>.</p>
<h2>If you are already on testosterone therapy</h2>
<p>When to draw blood depends on the form of therapy. For injections, clinicians often check levels midway between doses or just before the next dose, depending on what they want to learn. For gels and other daily products, timing relative to application matters. Ask the clinician who prescribes your therapy when to test, and do not change your dose on your own based on a single result.</p>
<h2>Other things that affect results</h2>
<ul>
<li>Obesity, type 2 diabetes and sleep apnea are associated with lower testosterone, and improving them can raise levels.</li>
<li>Opioids, glucocorticoids and some other medications can suppress testosterone.</li>
<li>Anabolic steroid use, past or present, can suppress natural production.</li>
<li>Heavy alcohol use and very intense endurance training can lower levels.</li>
<li><a href="/blog/why-biotin-supplements-can-skew-lab-results">Biotin supplements</a> can interfere with some hormone tests.</li>
</ul>
<h2>A practical checklist</h2>
<ol>
<li>Plan an early-morning visit; find a center near you with our <a href="/testcenters">test center finder</a>.</li>
<li>Fast overnight if you can, drinking water only.</li>
<li>Get a normal night's sleep, and postpone testing if you are sick.</li>
<li>Pause high-dose biotin as advised.</li>
<li>If the result is low, plan a second morning test before drawing conclusions.</li>
</ol>
<blockquote>Symptoms such as fatigue and low libido have many causes, and testosterone therapy has real benefits and risks. Please review your results with a healthcare provider before considering any treatment.</blockquote>`,
  },
  {
    slug: 'kidney-function-tests-egfr-and-creatinine',
    title: 'Kidney Function Tests: eGFR and Creatinine',
    shortDescription:
      'Early kidney disease rarely causes symptoms. Learn what creatinine, eGFR, BUN and urine albumin show and what can throw off the results.',
    authorName: 'Elena Vasquez, MD',
    estimateLength: 4,
    metaDescription:
      'Kidney function tests explained: creatinine, eGFR stages, BUN, urine albumin and cystatin C, what affects results and who should be tested.',
    createDate: '2026-11-04',
    viewCount: 410,
    coverColors: ['#4d7c0f', '#d9f99d'],
    textHtml: `<p>Your kidneys filter about 150 quarts of blood every day, removing waste and extra fluid, balancing minerals and helping to control blood pressure. Chronic kidney disease (CKD) affects more than 1 in 7 US adults, and most people who have it do not know, because early kidney disease rarely causes symptoms. Simple blood and urine tests can detect it early, when steps to protect your kidneys work best.</p>
<h2>Creatinine</h2>
<p>Creatinine is a waste product made at a steady rate by your muscles and cleared by the kidneys. When kidney function declines, creatinine builds up in the blood. Typical adult values are roughly 0.6 to 1.3 mg/dL, lower in women than in men, but the number depends heavily on muscle mass. A muscular young man and a petite older woman with the same creatinine can have very different kidney function. That is why creatinine is converted into an estimate of filtering capacity.</p>
<h2>eGFR: estimated glomerular filtration rate</h2>
<p>eGFR estimates how many milliliters of blood your kidneys filter per minute, adjusted to a standard body size. It is calculated from your creatinine, age and sex. US laboratories now use the CKD-EPI 2021 equation, which no longer includes a race adjustment.</p>
<ul>
<li><strong>90 or higher</strong>: normal, if there are no other signs of kidney damage</li>
<li><strong>60 to 89</strong>: mildly decreased; common with aging and not by itself a sign of disease</li>
<li><strong>45 to 59</strong>: mildly to moderately decreased (stage G3a)</li>
<li><strong>30 to 44</strong>: moderately to severely decreased (stage G3b)</li>
<li><strong>15 to 29</strong>: severely decreased (stage G4)</li>
<li><strong>Below 15</strong>: kidney failure (stage G5)</li>
</ul>
<p>Chronic kidney disease is diagnosed when eGFR stays below 60 for more than three months, or when there is other evidence of kidney damage, such as albumin in the urine, even if eGFR is normal. A single low result is not enough: eGFR fluctuates, so clinicians confirm it with repeat testing.</p>
<h2>Other kidney tests</h2>
<ul>
<li><strong>BUN (blood urea nitrogen)</strong>: another waste product. It is influenced by hydration, protein intake and bleeding, so it is interpreted alongside creatinine. The BUN-to-creatinine ratio can hint at dehydration.</li>
<li><strong>Urine albumin-to-creatinine ratio (UACR)</strong>: detects small amounts of albumin leaking into the urine, an early sign of kidney damage, especially in diabetes and high blood pressure. A value of 30 mg/g or higher is considered elevated.</li>
<li><strong>Cystatin C</strong>: a protein filtered by the kidneys that is much less affected by muscle mass. Combining cystatin C with creatinine gives a more accurate eGFR, and guidelines recommend it when a creatinine-based result may be misleading.</li>
<li><strong>Electrolytes</strong> such as potassium, sodium and bicarbonate, included in basic and comprehensive metabolic panels.</li>
</ul>
<h2>What can throw off creatinine</h2>
<ul>
<li>A large meal of cooked meat in the hours before the test</li>
<li>Creatine supplements, popular with athletes, which can raise creatinine without any kidney damage</li>
<li>Intense exercise in the day or two before testing</li>
<li>Dehydration</li>
<li>Very high or very low muscle mass, an amputation or a strictly plant-based diet</li>
<li>Certain medications, such as trimethoprim and cimetidine, which block the kidneys' secretion of creatinine and raise blood levels without changing true filtration</li>
</ul>
<p>Tell whoever interprets your results about your supplements and medications. See <a href="/blog/why-biotin-supplements-can-skew-lab-results">Why Biotin Supplements Can Skew Lab Results</a> for other ways supplements interfere with testing.</p>
<h2>Who should be tested</h2>
<p>Testing is especially important if you have:</p>
<ul>
<li>Diabetes or high blood pressure, the two leading causes of kidney disease</li>
<li>Heart disease</li>
<li>A family history of kidney failure</li>
<li>Age over 60</li>
<li>Regular use of medicines that can affect the kidneys, such as NSAID pain relievers like ibuprofen and naproxen, or lithium</li>
</ul>
<p>People with diabetes are advised to have eGFR and urine albumin checked at least once a year. A <a href="/search/kidney">kidney panel</a> or a metabolic panel that includes <a href="/search/creatinine">creatinine</a> is a simple place to start, and if you have diabetes, an <a href="/blog/what-your-hemoglobin-a1c-says-about-blood-sugar">A1c test</a> is a natural companion.</p>
<h2>Protecting your kidneys</h2>
<p>Controlling blood pressure and blood sugar, not smoking, staying active, keeping a healthy weight and limiting regular NSAID use all help protect kidney function. If you have CKD, specific medicines can slow its progression, and your clinician may adjust the doses of other drugs based on your eGFR.</p>
<blockquote>A low eGFR or an abnormal urine test should be reviewed with a healthcare provider, who can confirm the result, look for causes and recommend next steps.</blockquote>`,
  },
  {
    slug: 'covid-19-antibody-vs-pcr-tests',
    title: 'COVID-19 Antibody vs PCR Tests',
    shortDescription:
      'PCR tests look for a current infection; antibody tests look for a past one. Learn which COVID-19 test answers your question and what the results can and cannot tell you.',
    authorName: 'Marcus Ellery, MSN, FNP-C',
    estimateLength: 3,
    metaDescription:
      'COVID-19 PCR vs antibody (IgG) tests: what each detects, when to use them, spike vs nucleocapsid antibodies and how to order at labstore.',
    createDate: '2025-03-11',
    viewCount: 2240,
    coverColors: ['#475569', '#cbd5e1'],
    textHtml: `<p>Years after COVID-19 first appeared, testing is still a source of confusion. A question we hear often is whether to get an antibody test or a PCR test. The answer depends on what you want to know, because the two tests answer completely different questions.</p>
<h2>The short answer</h2>
<ul>
<li><strong>PCR and other molecular tests</strong> look for the virus's genetic material. They answer the question: <em>do I have an infection right now?</em></li>
<li><strong>Antibody tests</strong> look for your immune system's response. They answer the question: <em>have I been infected, or vaccinated, in the past?</em></li>
</ul>
<p>An antibody test cannot diagnose a current infection, and a PCR test cannot tell you about past infections.</p>
<h2>PCR tests</h2>
<p>Polymerase chain reaction (PCR) is a type of nucleic acid amplification test (NAAT). A nasal, throat or saliva sample is collected, and the laboratory amplifies and detects tiny amounts of SARS-CoV-2 genetic material. Laboratory PCR is highly sensitive and is considered the reference standard for diagnosing COVID-19.</p>
<h3>When a PCR test makes sense</h3>
<ul>
<li>You have symptoms and a definite answer would change what you do, for example because you are at high risk and may benefit from antiviral treatment</li>
<li>You were exposed to someone with COVID-19; without symptoms, testing is generally recommended at least 5 full days after the exposure</li>
<li>A test is required for travel, a medical procedure or your workplace</li>
</ul>
<h3>Limitations</h3>
<p>PCR can stay positive for weeks after you recover, because fragments of viral genetic material linger even when you are no longer infectious. For this reason, the CDC has suggested that people who had COVID-19 within the past 90 days use an antigen test rather than PCR if they need to test again. Laboratory PCR results also take longer than rapid tests, typically a day or more after the sample reaches the lab.</p>
<h2>Antigen tests, briefly</h2>
<p>Rapid antigen tests, including home tests, detect viral proteins. They are fast and inexpensive but less sensitive than PCR, especially early in an infection or when there are no symptoms. After a negative home antigen test, the FDA recommends repeat testing: two tests 48 hours apart if you have symptoms, and three tests, each 48 hours apart, if you do not.</p>
<h2>Antibody tests</h2>
<p>Antibody, or serology, tests use a blood sample to detect antibodies, usually IgG, that your body made against SARS-CoV-2. IgG antibodies typically appear one to three weeks after infection. There are two main kinds, and the difference matters:</p>
<ul>
<li><strong>Spike (S) antibody tests</strong> detect antibodies to the spike protein. These develop after infection <em>or</em> vaccination, because the COVID-19 vaccines used in the US teach the body to recognize the spike protein.</li>
<li><strong>Nucleocapsid (N) antibody tests</strong> detect antibodies to a different viral protein that is not part of those vaccines. A positive result suggests a past infection.</li>
</ul>
<h3>What antibody tests can and cannot tell you</h3>
<ul>
<li>They can suggest whether you had a past infection, which may be useful for some medical evaluations, research or personal interest.</li>
<li>They should not be used to diagnose a current infection.</li>
<li>A positive result does not prove you are protected against future infection. The FDA has advised against using antibody tests to assess immunity, including after vaccination, because the antibody level that protects against COVID-19 has not been established.</li>
<li>Antibody levels fall over time, so a negative result does not rule out a past infection, especially one many months ago.</li>
</ul>
<p>Never skip or delay a recommended vaccine, or ignore prevention advice, because of an antibody result.</p>
<h2>Ordering COVID-19 tests at labstore</h2>
<p>Some COVID-19 tests in our catalogue ask you to complete a short eligibility questionnaire before they can be added to your cart. It covers symptoms, recent exposures and previous test results, so we can make sure a lab-based test is appropriate. People with a recent fever or new symptoms are directed to seek care instead of testing through us. Orders for the COVID-19 IgG antibody test carry a $10 physician oversight fee, collected on behalf of the physician oversight provider. Learn more by <a href="/search/covid">browsing COVID-19 tests</a> and finding a nearby <a href="/testcenters">test center</a>.</p>
<blockquote>If you feel very sick, especially with trouble breathing, persistent chest pain or pressure, new confusion or bluish lips, seek emergency care right away. Testing should never delay care.</blockquote>`,
  },
];
