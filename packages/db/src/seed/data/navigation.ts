// Navigation seed content (spec/01 2.2, 2.6; spec/02 3 "Navigation item").
// Top bar entries have parent 'main', footer entries 'footer', account tabs
// 'myadmin'; dropdown subitems name their parent entry's slug. Content HTML
// uses only the safe tags (articles' tags plus simple tables) and internal
// links to store routes.
import type { SeedNavigationItem } from './types';

const SUPPORT_CONTACT = `<ul>
<li><strong>Phone:</strong> 1-888-522-7867, Monday to Friday, 7am to 12am EST</li>
<li><strong>Message:</strong> Send us a message in the store (Contact Support, or Send us a message at the foot of any page), answered Monday to Friday, 9am to 5pm EST</li>
<li><strong>E-mail:</strong> support@labstore.com, answered 9am to 5pm EST</li>
</ul>`;

const RESTRICTED_STATES_NOTE = `<p>Because of state law and laboratory partner requirements, labstore cannot offer testing to residents of <strong>New Jersey, New York, Rhode Island or Arizona</strong>. Existing Arizona customers can still sign in to view past orders and download their results.</p>`;

// ---------------------------------------------------------------------------
// Top bar (type navigation, parent main)
// ---------------------------------------------------------------------------

const topBar: SeedNavigationItem[] = [
  {
    name: 'Tests',
    slug: 'all',
    type: 'navigation',
    parent: 'main',
    position: 1,
    isLink: false,
    pageTitle: 'All Lab Tests | labstore',
    metaDescription:
      'Browse every lab test, panel and package at labstore, with transparent prices up to 70% below typical market rates.',
  },
  {
    name: 'Health Topics',
    slug: 'health-topics',
    type: 'navigation',
    parent: 'main',
    position: 2,
    isLink: false,
    description: 'Guides to common health concerns and the lab tests that help answer them.',
    pageTitle: 'Health Topics | labstore',
    metaDescription:
      'Plain-language guides to heart health, blood sugar, thyroid and sexual health, and the lab tests that go with them.',
    contentHtml: `<h2>Health Topics</h2>
<p>Not sure which test you need? Our health topic guides explain common concerns in plain language, list the lab tests most often used to look into them, and point you to related articles on our <a href="/blog">blog</a>. Every guide is reviewed by a licensed physician.</p>
<ul>
<li><strong>Heart Health</strong>: cholesterol, triglycerides and other markers of cardiovascular risk.</li>
<li><strong>Diabetes and Blood Sugar</strong>: A1c, fasting glucose and insulin, and how prediabetes is found.</li>
<li><strong>Thyroid Health</strong>: TSH, free T4, free T3 and thyroid antibodies.</li>
<li><strong>Sexual Health</strong>: confidential screening for common sexually transmitted infections.</li>
</ul>
<p>These guides are educational and do not replace advice from your own clinician. If you have symptoms, please talk with a healthcare provider about what testing is right for you.</p>`,
  },
  {
    name: 'How It Works',
    slug: 'how-it-works',
    type: 'navigation',
    parent: 'main',
    position: 3,
    isLink: false,
    pageTitle: 'How It Works | labstore',
    metaDescription:
      'Order lab tests online in minutes: choose tests, pay, get physician approval, print your requisition, visit a lab and get results in 3-5 business days.',
    contentHtml: `<h2>Lab testing without the waiting room</h2>
<p>labstore lets you order the same laboratory tests your doctor would, at transparent prices that average 30% to 70% below typical market rates. No appointment is needed to order, and you choose when and where to have your blood drawn at more than 2,100 partner patient service centers across the country.</p>
<h2>Six simple steps</h2>
<ol>
<li><strong>Choose your tests.</strong> Search by test name, condition or keyword, or <a href="/all">browse the full catalogue</a>. Each test page explains what the test measures, how to prepare and whether fasting is required.</li>
<li><strong>Pay securely.</strong> Add tests to your cart and check out with a credit or debit card. Your order total shows the test prices plus a physician oversight fee and a lab draw fee, so you see the full cost before you pay. HSA and FSA cards are accepted.</li>
<li><strong>Physician approval.</strong> An independent physician reviews every order. Orders are reviewed six times a day, at 8:00 am, 10:30 am, 1:00 pm, 3:30 pm, 6:00 pm and 8:00 pm Eastern Time, so most are approved within a few hours. Your order history shows a countdown to the next review.</li>
<li><strong>Print your requisition.</strong> Once your order is approved, your lab requisition is ready to download in <a href="/account">My Account</a>. Print it, or share it by encrypted e-mail.</li>
<li><strong>Visit a test center.</strong> Use the <a href="/testcenters">test center finder</a> to pick a location near you. Bring your requisition and a government-issued photo ID. Most visits take about 15 minutes.</li>
<li><strong>Get your results.</strong> Results are usually posted to your account within 3 to 5 business days, where you can download them or share them with your clinician by encrypted e-mail at any time.</li>
</ol>
<h2>What is included</h2>
<table>
<thead>
<tr><th>Item</th><th>What it covers</th></tr>
</thead>
<tbody>
<tr><td>Test price</td><td>The laboratory analysis of each test you order, shown on every test page.</td></tr>
<tr><td>Physician oversight fee</td><td>Review and authorization of your order by an independent physician. Non-refundable.</td></tr>
<tr><td>Lab draw fee</td><td>Collection of your specimen at the patient service center. Non-refundable.</td></tr>
<tr><td>Results</td><td>Secure online access to your results, kept in your account for future reference.</td></tr>
</tbody>
</table>
<h2>Good to know</h2>
<ul>
<li>You must be at least 18 years old and order tests for yourself.</li>
<li>Some tests require fasting. Read <a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a>.</li>
<li><a href="/blog/what-is-a-reflex-test">Reflex tests</a> may add a follow-up test, with an extra fee shown on the test page, if the first result is positive.</li>
<li>We do not bill insurance, but your receipt lists test codes you can submit to your plan.</li>
</ul>
${RESTRICTED_STATES_NOTE}
<p>Questions? Our support team is here to help:</p>
${SUPPORT_CONTACT}`,
  },
  {
    name: 'COVID-19',
    slug: 'covid-19',
    type: 'navigation',
    parent: 'main',
    position: 4,
    isLink: false,
    pageTitle: 'COVID-19 Testing | labstore',
    metaDescription:
      'COVID-19 antibody (IgG) and PCR tests at labstore: which test to choose, the eligibility questionnaire and the $10 physician oversight fee.',
    contentHtml: `<h2>COVID-19 testing at labstore</h2>
<p>We offer laboratory COVID-19 tests drawn or collected at partner patient service centers. The right test depends on the question you want answered.</p>
<table>
<thead>
<tr><th></th><th>Antibody (IgG) test</th><th>PCR (molecular) test</th></tr>
</thead>
<tbody>
<tr><td>What it detects</td><td>Antibodies your immune system made after a past infection or vaccination</td><td>Genetic material of the SARS-CoV-2 virus</td></tr>
<tr><td>Question it answers</td><td>Have I been exposed to the virus in the past?</td><td>Do I have an infection right now?</td></tr>
<tr><td>Sample</td><td>Blood draw</td><td>Nasal swab or saliva, depending on the test</td></tr>
<tr><td>Best timing</td><td>At least 2 to 3 weeks after a suspected infection</td><td>At least 5 full days after an exposure if you have no symptoms</td></tr>
<tr><td>Limitations</td><td>Cannot diagnose a current infection, and does not prove immunity</td><td>Can stay positive for weeks after recovery</td></tr>
</tbody>
</table>
<p>For a detailed comparison, read <a href="/blog/covid-19-antibody-vs-pcr-tests">COVID-19 Antibody vs PCR Tests</a>, or <a href="/search/covid">browse all COVID-19 tests</a>.</p>
<h2>Eligibility questionnaire</h2>
<p>Before some COVID-19 tests can be added to your cart, you will be asked to complete a short questionnaire about symptoms, recent exposures, previous test results and basic demographic information required for public health reporting. You will also be asked to consent to testing and to accept our terms and privacy practices.</p>
<p>Lab testing through labstore is not appropriate, and the questionnaire will not let you continue, if any of the following apply:</p>
<ul>
<li>You have had a fever over 100.5°F in the last 72 hours</li>
<li>You have new or worsening symptoms that started within the last 10 days</li>
<li>You had a positive PCR test within the last 10 days</li>
</ul>
<p>If you are sick, please stay home and contact your healthcare provider, who can arrange same-day testing and, if appropriate, treatment.</p>
<h2>Fees for COVID-19 antibody orders</h2>
<p>Orders for the COVID-19 IgG antibody test carry a <strong>$10 physician oversight fee</strong>, collected on behalf of the physician oversight provider who reviews and authorizes your order. Like all physician oversight fees, it is non-refundable.</p>
<h2>Results</h2>
<p>Results are posted to your account, usually within 3 to 5 business days after your specimen is collected. Positive results for reportable infections are shared with public health authorities as required by law. Please review any result with a healthcare provider.</p>
<blockquote>Seek emergency care right away for trouble breathing, persistent chest pain or pressure, new confusion, inability to stay awake or bluish lips or face. Do not wait for a test.</blockquote>`,
  },
  {
    name: 'Blog',
    slug: 'blog',
    type: 'navigation',
    parent: 'main',
    position: 5,
    isLink: false,
    pageTitle: 'Health and Lab Testing Blog | labstore',
    metaDescription:
      'Articles by laboratory scientists, dietitians, nurse practitioners and physicians on preparing for lab tests and understanding your results.',
  },
  {
    name: 'FAQ',
    slug: 'faq',
    type: 'navigation',
    parent: 'main',
    position: 6,
    isLink: false,
    pageTitle: 'Frequently Asked Questions | labstore',
    metaDescription:
      'Answers about labstore prices and fees, physician approval, excluded states, fasting, results timing, HSA/FSA, refunds and privacy.',
    contentHtml: `<h2>Frequently Asked Questions</h2>
<h3>Do I need a doctor's order to buy a test?</h3>
<p>No. You choose your own tests, and an independent physician reviews and authorizes every order for you. This physician oversight is what allows the laboratory to perform the test. It does not replace care from your own clinician, and we encourage you to share your results with them.</p>
<h3>What is included in the price?</h3>
<p>The price on each test page covers the laboratory analysis of that test and secure online access to your results. Panels and packages include every test listed on their page. Your order total also includes a physician oversight fee and a lab draw fee, shown in your cart before you pay. There are no hidden charges. The only possible extra cost is for <a href="/blog/what-is-a-reflex-test">reflex tests</a>, where a follow-up test is run if the first result is positive; the possible extra fee is shown on the test page.</p>
<h3>What are the physician oversight fee and the lab draw fee?</h3>
<p>The <strong>physician oversight fee</strong> pays for the independent physician who reviews and authorizes your order. The <strong>lab draw fee</strong> covers the collection of your specimen at the patient service center. Each is charged once per order, no matter how many tests you order, and both are <strong>non-refundable</strong>. Orders for the COVID-19 IgG antibody test carry a $10 physician oversight fee collected on behalf of the physician oversight provider.</p>
<h3>How long does physician approval take?</h3>
<p>Orders are reviewed six times a day: at 8:00 am, 10:30 am, 1:00 pm, 3:30 pm, 6:00 pm and 8:00 pm Eastern Time. Most orders are approved at the next review after payment, and your order history shows a countdown to it. Once approved, your requisition is ready to download.</p>
<h3>Which states are excluded?</h3>
<p>We cannot offer testing to residents of <strong>New Jersey, New York, Rhode Island or Arizona</strong>. In New Jersey, New York and Rhode Island, state law prohibits direct-access orders; in Arizona, service is temporarily unavailable because of a laboratory partner issue. Existing Arizona customers can still sign in to view past orders and download results.</p>
<h3>Who can order tests?</h3>
<p>Adults aged 18 and older may order tests for themselves. Each order is for the account holder only, and the name and date of birth on your account must match the photo ID you bring to the test center.</p>
<h3>Do I need to fast?</h3>
<p>Only some tests require fasting, most often glucose, lipid and metabolic panels. The preparation instructions on each test page tell you exactly what to do. When fasting is required, have nothing but water for 8 to 12 hours before your draw and keep taking your usual medications unless your prescriber says otherwise. Read <a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a> for tips.</p>
<h3>Where do I get my blood drawn?</h3>
<p>At one of more than 2,100 partner patient service centers. Use the <a href="/testcenters">test center finder</a> to see locations, hours and directions by zip code. Bring your printed requisition and a government-issued photo ID.</p>
<h3>When will I get my results?</h3>
<p>Most results are posted to your account within 3 to 5 business days after your specimen is collected. Some specialized tests, cultures and reflex tests take longer. You can view, download and print your results, or share them with your clinician by encrypted e-mail, from your order history.</p>
<h3>Will someone explain my results?</h3>
<p>Your report shows each result with the laboratory's reference range and flags values that are high or low. We cannot diagnose conditions or give medical advice, so please review your results with a healthcare provider, especially anything flagged as abnormal. If you have urgent symptoms, call 911.</p>
<h3>Can I use my HSA or FSA?</h3>
<p>Yes. Lab tests are generally eligible medical expenses, and most HSA and FSA debit cards work at checkout like any other card. Check with your plan administrator if you are unsure. Your receipt lists each test with its CPT code for your records.</p>
<h3>Do you accept insurance?</h3>
<p>We do not bill insurance companies, Medicare or Medicaid. You pay our discounted price directly. Some customers submit their receipt to their insurer for possible reimbursement, but we cannot guarantee coverage.</p>
<h3>Can I get a refund?</h3>
<p>If you have not yet had your specimen collected, you can request a refund of the test prices by contacting support. The physician oversight fee and the lab draw fee are non-refundable. Once your specimen has been collected, tests cannot be refunded because the laboratory has performed the work. See our Refund Policy in the footer for details.</p>
<h3>Is my information private?</h3>
<p>Yes. Your health information is protected under HIPAA and our Notice of Privacy Practices. We share it only with the laboratory and physician oversight provider needed to complete your order, never sell it, and never send results to your employer or insurer. Your session signs out automatically after a period of inactivity.</p>
<h3>Can I use a promo code?</h3>
<p>Yes. Enter it in the promo code panel of your cart before checkout. Promo codes apply to eligible tests and cannot be combined unless stated.</p>
<h3>How do I change my name, date of birth or address?</h3>
<p>You can update your phone numbers, suffix and language preference yourself in My Account. For other changes, e-mail support@labstore.com, because these details must match your ID at the test center.</p>`,
  },
  {
    name: 'Lab Test Reviews',
    slug: 'https://www.trustpilot.com/',
    type: 'navigation',
    parent: 'main',
    position: 7,
    isLink: true,
  },
];

// ---------------------------------------------------------------------------
// Health Topics dropdown (type navigation, parent health-topics)
// ---------------------------------------------------------------------------

const healthTopics: SeedNavigationItem[] = [
  {
    name: 'Heart Health',
    slug: 'heart-health-guide',
    type: 'navigation',
    parent: 'health-topics',
    position: 1,
    isLink: false,
    description: 'Cholesterol, triglycerides and cardiovascular risk markers.',
    pageTitle: 'Heart Health Lab Testing Guide | labstore',
    metaDescription:
      'Heart health lab tests explained: lipid panel, lipoprotein(a), ApoB, hs-CRP and A1c, who should test and how to prepare.',
    contentHtml: `<h2>Heart Health Guide</h2>
<p>Heart disease is the leading cause of death in the United States, yet many of its risk factors are silent. High cholesterol, high blood sugar and inflammation rarely cause symptoms until damage has been done. Regular lab testing helps you and your clinician spot risk early, when lifestyle changes and treatment are most effective.</p>
<h2>Key tests</h2>
<table>
<thead>
<tr><th>Test</th><th>What it tells you</th><th>Fasting?</th></tr>
</thead>
<tbody>
<tr><td>Lipid panel</td><td>Total cholesterol, LDL, HDL and triglycerides</td><td>Preferred, 9 to 12 hours</td></tr>
<tr><td>Lipoprotein(a)</td><td>A largely inherited risk factor; often measured once in adulthood</td><td>No</td></tr>
<tr><td>Apolipoprotein B</td><td>The number of particles that can form plaque in arteries</td><td>No</td></tr>
<tr><td>hs-CRP</td><td>Low-grade inflammation linked to cardiovascular risk</td><td>No</td></tr>
<tr><td>Hemoglobin A1c</td><td>Average blood sugar; diabetes greatly raises heart risk</td><td>No</td></tr>
</tbody>
</table>
<p>Browse <a href="/search/lipid">lipid tests</a> or <a href="/search/cholesterol">cholesterol tests</a>.</p>
<h2>Who should consider testing</h2>
<ul>
<li>Adults who have not had cholesterol checked in the last four to six years</li>
<li>People with high blood pressure, diabetes, obesity or a history of smoking</li>
<li>Anyone with a parent or sibling who had heart disease at a young age (before 55 in men or 65 in women)</li>
<li>People already on cholesterol medication who want to track their progress between visits</li>
</ul>
<h2>Understanding your results</h2>
<p>For most adults, an LDL under 100 mg/dL is optimal, HDL of 60 mg/dL or more is protective, and triglycerides under 150 mg/dL are normal. But the numbers are only one part of your risk. Read <a href="/blog/understanding-your-lipid-panel-results">Understanding Your Lipid Panel Results</a> for a full explanation, and review your results with a clinician who can consider your whole health picture.</p>
<blockquote>Chest pain, shortness of breath, or pain spreading to the arm, jaw or back can be signs of a heart attack. Call 911 immediately; do not wait for a lab test.</blockquote>`,
  },
  {
    name: 'Diabetes and Blood Sugar',
    slug: 'diabetes-blood-sugar-guide',
    type: 'navigation',
    parent: 'health-topics',
    position: 2,
    isLink: false,
    description: 'A1c, fasting glucose and insulin testing for prediabetes and diabetes.',
    pageTitle: 'Diabetes and Blood Sugar Testing Guide | labstore',
    metaDescription:
      'Blood sugar tests explained: hemoglobin A1c, fasting glucose, insulin and kidney checks for prediabetes and diabetes screening and monitoring.',
    contentHtml: `<h2>Diabetes and Blood Sugar Guide</h2>
<p>More than one in three US adults has prediabetes, and most do not know it. Prediabetes and early type 2 diabetes usually cause no symptoms, but simple blood tests can find them years before complications develop. Catching high blood sugar early gives you the best chance to bring it back into a healthy range.</p>
<h2>Key tests</h2>
<table>
<thead>
<tr><th>Test</th><th>Normal</th><th>Prediabetes</th><th>Diabetes range</th></tr>
</thead>
<tbody>
<tr><td>Hemoglobin A1c</td><td>Below 5.7%</td><td>5.7% to 6.4%</td><td>6.5% or higher</td></tr>
<tr><td>Fasting glucose</td><td>Below 100 mg/dL</td><td>100 to 125 mg/dL</td><td>126 mg/dL or higher</td></tr>
</tbody>
</table>
<p>A diagnosis of diabetes normally requires two abnormal results, so talk with a clinician before drawing conclusions from a single test. Fasting glucose requires at least 8 hours without food; the A1c does not require fasting.</p>
<p>Other useful tests include fasting <strong>insulin</strong>, which can suggest insulin resistance, a <strong>comprehensive metabolic panel</strong>, and kidney checks such as <strong>urine albumin</strong> and <strong>eGFR</strong> for people who already have diabetes. Browse <a href="/search/a1c">A1c tests</a> and <a href="/search/glucose">glucose tests</a>.</p>
<h2>Who should be screened</h2>
<ul>
<li>All adults aged 35 and older</li>
<li>Younger adults who are overweight and have another risk factor, such as a family history of diabetes, high blood pressure, physical inactivity or a history of gestational diabetes</li>
<li>Anyone with symptoms such as increased thirst, frequent urination, blurred vision or unexplained weight loss; see a clinician promptly in this case</li>
</ul>
<h2>Learn more</h2>
<ul>
<li><a href="/blog/what-your-hemoglobin-a1c-says-about-blood-sugar">What Your Hemoglobin A1c Says About Blood Sugar</a></li>
<li><a href="/blog/kidney-function-tests-egfr-and-creatinine">Kidney Function Tests: eGFR and Creatinine</a></li>
<li><a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a></li>
</ul>
<p>If you take insulin or other medicines that lower blood sugar, ask your clinician before fasting for a test.</p>`,
  },
  {
    name: 'Thyroid Health',
    slug: 'thyroid-health-guide',
    type: 'navigation',
    parent: 'health-topics',
    position: 3,
    isLink: false,
    description: 'TSH, free T4, free T3 and thyroid antibody testing.',
    pageTitle: 'Thyroid Health Testing Guide | labstore',
    metaDescription:
      'Thyroid tests explained: TSH, free T4, free T3 and TPO antibodies, common symptoms of thyroid disease and what can affect your results.',
    contentHtml: `<h2>Thyroid Health Guide</h2>
<p>Your thyroid controls the pace of your metabolism. An underactive thyroid can leave you tired, cold and sluggish, while an overactive one can cause a racing heart, anxiety and weight loss. Thyroid problems are common, especially in women, and are usually straightforward to detect with a blood test.</p>
<h2>Key tests</h2>
<table>
<thead>
<tr><th>Test</th><th>What it tells you</th></tr>
</thead>
<tbody>
<tr><td>TSH</td><td>The best single screening test. High usually means underactive; low usually means overactive.</td></tr>
<tr><td>Free T4</td><td>The main thyroid hormone available to your cells; confirms and grades an abnormal TSH.</td></tr>
<tr><td>Free T3</td><td>The most active thyroid hormone; most useful when an overactive thyroid is suspected.</td></tr>
<tr><td>TPO antibodies</td><td>Signs of Hashimoto's thyroiditis, the most common cause of an underactive thyroid.</td></tr>
<tr><td>TSH receptor antibodies</td><td>Signs of Graves' disease, a common cause of an overactive thyroid.</td></tr>
</tbody>
</table>
<p>Thyroid tests do not usually require fasting. Browse <a href="/search/thyroid">thyroid tests</a> or start with <a href="/search/tsh">TSH</a>.</p>
<h2>Before you test</h2>
<ul>
<li>Stop high-dose biotin supplements, commonly for at least 72 hours, if it is safe to do so. Biotin can make thyroid results look falsely abnormal.</li>
<li>If you take thyroid medication, ask your clinician whether to have blood drawn before your daily dose.</li>
<li>Wait six to eight weeks after a change in thyroid medication dose before retesting.</li>
</ul>
<h2>Learn more</h2>
<ul>
<li><a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Thyroid Tests Explained: TSH, Free T4 and Free T3</a></li>
<li><a href="/blog/why-biotin-supplements-can-skew-lab-results">Why Biotin Supplements Can Skew Lab Results</a></li>
<li><a href="/blog/what-is-a-reflex-test">What Is a Reflex Test?</a></li>
</ul>
<p>Thyroid results should be reviewed with a healthcare provider alongside your symptoms and medications.</p>`,
  },
  {
    name: 'Sexual Health',
    slug: 'sexual-health-guide',
    type: 'navigation',
    parent: 'health-topics',
    position: 4,
    isLink: false,
    description: 'Confidential STD screening and when to test.',
    pageTitle: 'Sexual Health and STD Testing Guide | labstore',
    metaDescription:
      'Confidential STD testing: chlamydia, gonorrhea, HIV, syphilis, hepatitis and trichomoniasis tests, window periods and what to do next.',
    contentHtml: `<h2>Sexual Health Guide</h2>
<p>Most sexually transmitted infections cause no symptoms at first, so regular testing is the only way to know your status. Ordering online is private and convenient: no conversation at a front desk, results delivered to your secure account, and nothing sent to your insurer or employer.</p>
<h2>Common tests</h2>
<table>
<thead>
<tr><th>Infection</th><th>Sample</th><th>Test after exposure</th></tr>
</thead>
<tbody>
<tr><td>Chlamydia and gonorrhea</td><td>Urine</td><td>About 1 to 2 weeks</td></tr>
<tr><td>Trichomoniasis</td><td>Urine</td><td>About 1 week to 1 month</td></tr>
<tr><td>HIV (antigen/antibody)</td><td>Blood</td><td>Usually 18 to 45 days</td></tr>
<tr><td>Syphilis</td><td>Blood</td><td>About 3 to 6 weeks</td></tr>
<tr><td>Hepatitis B</td><td>Blood</td><td>About 4 to 10 weeks</td></tr>
<tr><td>Hepatitis C</td><td>Blood</td><td>About 8 to 11 weeks</td></tr>
</tbody>
</table>
<p>Urine tests do not detect throat or rectal infections; ask a clinician about swab testing if that applies to you. Browse <a href="/search/std">STD tests and panels</a>.</p>
<h2>Who should test</h2>
<ul>
<li>Everyone aged 13 to 64 should have an HIV test at least once, and all adults should be tested for hepatitis B and C at least once.</li>
<li>Sexually active women under 25 should be tested for chlamydia and gonorrhea every year.</li>
<li>Anyone with a new partner, multiple partners or a partner with an STI should test regularly.</li>
</ul>
<blockquote>If you may have been exposed to HIV in the last 72 hours, contact a clinician or emergency department right away about post-exposure prophylaxis (PEP). If you have symptoms such as sores, discharge or pelvic pain, see a clinician in person.</blockquote>
<p>If a result is positive, please contact a healthcare provider promptly; most STIs are easily treated or well managed. Read more in <a href="/blog/when-should-you-get-tested-for-stds">When Should You Get Tested for STDs?</a></p>`,
  },
];

// ---------------------------------------------------------------------------
// Footer (type footer, parent footer)
// ---------------------------------------------------------------------------

const footer: SeedNavigationItem[] = [
  {
    name: 'About Us',
    slug: 'about-us',
    type: 'footer',
    parent: 'footer',
    position: 1,
    isLink: false,
    pageTitle: 'About Us | labstore',
    metaDescription:
      'labstore makes lab testing affordable and simple: order online, get physician approval and visit one of 2,100+ patient service centers.',
    contentHtml: `<h2>About labstore</h2>
<p>labstore was founded on a simple idea: people should be able to get the lab tests they need without waiting weeks for an appointment or facing a surprise bill. We partner with national, CLIA-certified clinical laboratories and an independent physician oversight network to offer direct-access lab testing at transparent prices, on average 30% to 70% below typical market rates.</p>
<h2>What we do</h2>
<ul>
<li><strong>Transparent pricing.</strong> Every test shows our price next to the typical market price, and your cart shows the full total, including fees, before you pay.</li>
<li><strong>Physician oversight.</strong> Every order is reviewed and authorized by an independent licensed physician, several times a day.</li>
<li><strong>Convenient locations.</strong> Have your specimen collected at more than 2,100 partner patient service centers nationwide.</li>
<li><strong>Fast, secure results.</strong> Most results are posted to your account within 3 to 5 business days.</li>
<li><strong>Trustworthy information.</strong> Our <a href="/blog">blog</a> is written by laboratory scientists, dietitians, nurse practitioners and physicians, and every article is medically reviewed.</li>
</ul>
<h2>By the numbers</h2>
<table>
<tbody>
<tr><td>Customers served</td><td>39,916</td></tr>
<tr><td>Lab tests ordered</td><td>241,422</td></tr>
<tr><td>Customer savings</td><td>$30,096,051</td></tr>
<tr><td>Partner patient service centers</td><td>2,100+</td></tr>
</tbody>
</table>
<h2>What we are not</h2>
<p>labstore is not a substitute for your doctor. We do not diagnose conditions, prescribe treatment or provide emergency care. We believe lab results are most valuable when you review them with a clinician who knows you, and we make it easy to download and share your results.</p>
${RESTRICTED_STATES_NOTE}
<p>Ready to get started? <a href="/all">Browse our tests</a> or <a href="/testcenters">find a test center near you</a>.</p>`,
  },
  {
    name: 'Contact Us',
    slug: 'contact-us',
    type: 'footer',
    parent: 'footer',
    position: 2,
    isLink: false,
    pageTitle: 'Contact Us | labstore',
    metaDescription:
      'Contact labstore support by phone at 1-888-522-7867, by a message from any page or by e-mail at support@labstore.com. See our support hours.',
    contentHtml: `<h2>Contact Us</h2>
<p>Our customer support team can help with orders, payments, requisitions, test center visits, accessing your results and your account.</p>
<table>
<thead>
<tr><th>Channel</th><th>How to reach us</th><th>Hours</th></tr>
</thead>
<tbody>
<tr><td>Phone</td><td>1-888-522-7867</td><td>Monday to Friday, 7am to 12am EST</td></tr>
<tr><td>Message</td><td>Send us a message, at the foot of any page</td><td>Answered Monday to Friday, 9am to 5pm EST</td></tr>
<tr><td>E-mail</td><td>support@labstore.com</td><td>Answered 9am to 5pm EST</td></tr>
</tbody>
</table>
<h2>Before you contact us</h2>
<ul>
<li>Have your order number ready. You can find it in your <a href="/orderHistory">order history</a>.</li>
<li>To change your name, date of birth, e-mail or address, e-mail support@labstore.com from the address on your account. These details must match your ID at the test center, so we verify changes before making them.</li>
<li>For test preparation questions, check the instructions on the test page or our <a href="/blog">blog</a>.</li>
<li>To find a location and its hours, use the <a href="/testcenters">test center finder</a>.</li>
</ul>
<h2>Questions about your health</h2>
<p>Our support team cannot interpret results or give medical advice. Please review your results with your own healthcare provider. <strong>If you are experiencing a medical emergency, call 911.</strong></p>
<h2>Privacy concerns</h2>
<p>To exercise your privacy rights or report a privacy concern, e-mail support@labstore.com with the subject line "Privacy Request" and our privacy officer will respond.</p>`,
  },
  {
    name: 'Terms and Conditions',
    slug: 'terms-and-conditions',
    type: 'footer',
    parent: 'footer',
    position: 3,
    isLink: false,
    pageTitle: 'Terms and Conditions | labstore',
    metaDescription:
      'The terms that govern use of labstore: eligibility, ordering, physician oversight, fees, results, payments and limitations of our service.',
    contentHtml: `<h2>Terms and Conditions</h2>
<p><em>Last updated: January 1, 2026</em></p>
<p>These Terms and Conditions ("Terms") govern your use of the labstore website and services. By creating an account or placing an order, you agree to these Terms, our Privacy Policy and our Notice of Privacy Practices. If you do not agree, please do not use our services.</p>
<h3>1. Our service</h3>
<p>labstore provides direct-access laboratory testing. You select and pay for laboratory tests; an independent licensed physician reviews and, where appropriate, authorizes your order; and a partner clinical laboratory collects your specimen at a patient service center and performs the testing. labstore is not a laboratory, does not practice medicine and does not provide diagnosis, treatment or medical advice.</p>
<h3>2. Eligibility</h3>
<ul>
<li>You must be at least 18 years old and a resident of the United States.</li>
<li>Testing is not available to residents of New Jersey, New York, Rhode Island or Arizona. Existing Arizona customers may continue to access past orders and results.</li>
<li>You may order tests only for yourself. The information in your account must be accurate and must match the government-issued photo ID you present at the test center.</li>
</ul>
<h3>3. Physician oversight</h3>
<p>Each order is reviewed by an independent physician, who may decline to authorize any test. The physician's review is limited to authorizing laboratory testing and does not create an ongoing physician-patient relationship. You are responsible for sharing your results with a healthcare provider and seeking appropriate follow-up care.</p>
<h3>4. Prices and fees</h3>
<p>Test prices are shown on each test page. Every order also includes a physician oversight fee and a lab draw fee, shown in your cart before payment; both are non-refundable. Orders for the COVID-19 IgG antibody test carry a $10 physician oversight fee collected on behalf of the physician oversight provider. Reflex tests may incur an additional fee, shown on the test page, if the initial result is positive or abnormal. Promo codes are subject to their stated conditions and may be withdrawn at any time.</p>
<h3>5. Payment</h3>
<p>Payment is taken by credit or debit card at checkout through our card payment provider. We do not bill insurance, Medicare or Medicaid. You may submit your receipt to your insurer or health spending account at your own discretion.</p>
<h3>6. Specimen collection and results</h3>
<p>You must bring your requisition and photo ID to the test center and follow all preparation instructions. Results are normally available in your account within 3 to 5 business days after collection, but some tests take longer and delays can occur. If a specimen cannot be tested, we will help you arrange a new collection. Results are provided for informational purposes and must be interpreted by a qualified healthcare provider. Positive results for certain infections must be reported to public health authorities by law.</p>
<h3>7. Not for emergencies</h3>
<p>Our services are not intended for medical emergencies. If you have a medical emergency, call 911 immediately.</p>
<h3>8. Your account</h3>
<p>You are responsible for keeping your password confidential and for all activity in your account. For your security, sessions end automatically after a period of inactivity. Notify us immediately at support@labstore.com if you suspect unauthorized use.</p>
<h3>9. Refunds</h3>
<p>Refunds are handled under our Refund Policy, which forms part of these Terms.</p>
<h3>10. Limitation of liability</h3>
<p>To the fullest extent permitted by law, labstore is not liable for indirect, incidental or consequential damages arising from your use of our services, including decisions made on the basis of test results without consulting a healthcare provider. Our total liability for any claim is limited to the amount you paid for the order giving rise to the claim.</p>
<h3>11. Changes</h3>
<p>We may update these Terms from time to time. The date at the top of this page shows when they last changed. Continued use of our services after a change means you accept the updated Terms.</p>
<h3>12. Contact</h3>
<p>Questions about these Terms may be sent to support@labstore.com or asked by phone at 1-888-522-7867.</p>`,
  },
  {
    name: 'Privacy Policy',
    slug: 'privacy-policy',
    type: 'footer',
    parent: 'footer',
    position: 4,
    isLink: false,
    pageTitle: 'Privacy Policy | labstore',
    metaDescription:
      'How labstore collects, uses, shares and protects your personal and health information, and the choices you have about it.',
    contentHtml: `<h2>Privacy Policy</h2>
<p><em>Last updated: January 1, 2026</em></p>
<p>Your privacy matters to us, especially because lab testing involves sensitive health information. This Privacy Policy explains what information labstore collects, how we use and share it, and your choices. Health information related to your tests is also protected under HIPAA, as described in our Notice of Privacy Practices.</p>
<h3>Information we collect</h3>
<ul>
<li><strong>Account information:</strong> your name, e-mail address, password, date of birth, gender, home address, phone numbers and language preference.</li>
<li><strong>Order and health information:</strong> the tests you order, eligibility questionnaire answers, requisitions and test results.</li>
<li><strong>Payment information:</strong> card payments are processed by our payment provider. We keep only limited details, such as the card type, the last digits and the expiry date, to show on receipts.</li>
<li><strong>Usage information:</strong> pages visited, device and browser information, and referral or campaign codes included in links that brought you to our site.</li>
</ul>
<h3>How we use information</h3>
<ul>
<li>To create and manage your account and process your orders and payments</li>
<li>To obtain physician oversight approval and prepare your lab requisition</li>
<li>To deliver your results securely to your account</li>
<li>To provide customer support and send transactional messages, such as order confirmations</li>
<li>To send optional newsletters and offers, if you subscribe</li>
<li>To protect against fraud, secure our services and meet legal obligations</li>
</ul>
<h3>How we share information</h3>
<p>We share information only as needed to provide our services: with the independent physician oversight provider, the clinical laboratory that collects and tests your specimen, our payment provider and service providers bound by confidentiality agreements. We disclose information to public health authorities when the law requires reporting of certain results. <strong>We do not sell your personal information</strong>, and we never share results with your employer or insurer without your direction.</p>
<h3>Sharing at your request</h3>
<p>You may send your requisition or results to another person, such as your clinician, using our encrypted e-mail sharing feature. We send them only to the address you confirm.</p>
<h3>Cookies</h3>
<p>We use cookies and similar technologies to keep you signed in, remember your cart and understand how our site is used. You can control cookies in your browser settings, but some features may not work without them.</p>
<h3>Your choices</h3>
<ul>
<li>Update some profile details in My Account, or e-mail support for other changes.</li>
<li>Unsubscribe from marketing e-mails at any time using the link in any such message. You will still receive transactional messages about your orders.</li>
<li>Request access to or a copy of your information, or ask us to correct it.</li>
</ul>
<h3>Security and retention</h3>
<p>We protect your information with encryption in transit, access controls and automatic sign-out after inactivity. We keep order and result records for as long as required by medical record and tax laws, and other information for as long as your account is active or as needed for the purposes above.</p>
<h3>Children</h3>
<p>Our services are intended for adults aged 18 and older. We do not knowingly collect information from children through our website.</p>
<h3>Contact</h3>
<p>Questions or requests can be sent to support@labstore.com with the subject "Privacy Request" or made by phone at 1-888-522-7867.</p>`,
  },
  {
    name: 'Notice of Privacy Practices',
    slug: 'notice-of-privacy-practices',
    type: 'footer',
    parent: 'footer',
    position: 5,
    isLink: false,
    pageTitle: 'Notice of Privacy Practices (HIPAA) | labstore',
    metaDescription:
      'labstore HIPAA Notice of Privacy Practices: how your health information may be used and disclosed and how you can get access to it.',
    contentHtml: `<h2>Notice of Privacy Practices</h2>
<p><strong>This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.</strong></p>
<p><em>Effective date: January 1, 2026</em></p>
<h3>Our responsibilities</h3>
<p>We are required by the Health Insurance Portability and Accountability Act (HIPAA) to maintain the privacy and security of your protected health information (PHI), to give you this notice of our legal duties and privacy practices, to follow the terms of the notice currently in effect, and to notify you promptly if a breach occurs that may have compromised the privacy or security of your information.</p>
<h3>How we may use and disclose your health information</h3>
<ul>
<li><strong>Treatment:</strong> we share your order and results with the physician oversight provider and the clinical laboratory performing your tests.</li>
<li><strong>Payment:</strong> we use your information to process payment for your tests and to provide receipts.</li>
<li><strong>Health care operations:</strong> we use information to run our services, for quality review, customer support and training.</li>
<li><strong>As required by law:</strong> including reporting of certain infectious disease results to public health authorities.</li>
<li><strong>Health oversight and legal proceedings:</strong> in response to audits, court orders or lawful subpoenas, as permitted by law.</li>
<li><strong>To avert a serious threat</strong> to health or safety, as permitted by law.</li>
</ul>
<p>We will not use or disclose your information for marketing or sell it without your written authorization. Other uses not described in this notice will be made only with your written authorization, which you may revoke at any time in writing.</p>
<h3>Your rights</h3>
<ul>
<li><strong>Get a copy of your results and records.</strong> Your results are available in your account, and you may request other records we hold.</li>
<li><strong>Ask us to correct</strong> information you believe is incorrect or incomplete.</li>
<li><strong>Request confidential communications</strong>, for example at a different e-mail address.</li>
<li><strong>Ask us to limit</strong> what we use or share. We are not required to agree in all cases, but we must agree not to share information with a health plan for a service you paid for in full yourself.</li>
<li><strong>Get a list of those with whom we have shared</strong> your information, for up to six years before the date you ask.</li>
<li><strong>Get a paper copy of this notice</strong> at any time.</li>
<li><strong>Choose someone to act for you</strong>, such as a legal guardian or someone with medical power of attorney.</li>
</ul>
<h3>Complaints</h3>
<p>If you believe your privacy rights have been violated, you may contact our privacy officer at support@labstore.com or 1-888-522-7867. You may also file a complaint with the US Department of Health and Human Services Office for Civil Rights. We will not retaliate against you for filing a complaint.</p>
<h3>Changes to this notice</h3>
<p>We may change the terms of this notice, and the changes will apply to all information we have about you. The new notice will be available on our website.</p>`,
  },
  {
    name: 'Refund Policy',
    slug: 'refund-policy',
    type: 'footer',
    parent: 'footer',
    position: 6,
    isLink: false,
    pageTitle: 'Refund Policy | labstore',
    metaDescription:
      'labstore refund policy: refunds for tests not yet collected; physician oversight and lab draw fees are non-refundable. How to request one.',
    contentHtml: `<h2>Refund Policy</h2>
<p>We want you to be confident ordering with labstore. This policy explains when refunds are available and how to request one.</p>
<table>
<thead>
<tr><th>Situation</th><th>Refund</th></tr>
</thead>
<tbody>
<tr><td>Order cancelled before your specimen is collected</td><td>Test prices refunded</td></tr>
<tr><td>Physician does not approve a test in your order</td><td>Price of that test refunded</td></tr>
<tr><td>Specimen collected and tested</td><td>No refund</td></tr>
<tr><td>Laboratory cannot complete a test, for example a rejected specimen</td><td>Free recollection arranged, or the test price refunded</td></tr>
<tr><td>Physician oversight fee and lab draw fee</td><td>Non-refundable in all cases</td></tr>
</tbody>
</table>
<h3>Non-refundable fees</h3>
<p>The physician oversight fee, including the $10 physician oversight fee on COVID-19 IgG antibody orders, pays for the physician's review of your order, which begins as soon as you pay. The lab draw fee covers specimen collection services. Both fees are non-refundable.</p>
<h3>How to request a refund</h3>
<ol>
<li>Contact support by e-mail at support@labstore.com, by phone at 1-888-522-7867 or with Send us a message at the foot of any page.</li>
<li>Give your order number and the tests you want refunded.</li>
<li>We confirm with the laboratory that no specimen has been collected for those tests and cancel your requisition.</li>
<li>The refund is issued to the original card. Depending on your bank, it usually appears within 5 to 10 business days.</li>
</ol>
<p>Once a refund is issued, the cancelled requisition can no longer be used at a test center.</p>
<h3>Promo codes</h3>
<p>If you used a promo code, the refund equals the amount you actually paid for the refunded tests.</p>
<h3>Reflex tests</h3>
<p>An additional reflex fee charged because an initial result was positive or abnormal is not refundable once the follow-up test has been performed.</p>`,
  },
  {
    name: 'Accessibility',
    slug: 'accessibility',
    type: 'footer',
    parent: 'footer',
    position: 7,
    isLink: false,
    pageTitle: 'Accessibility Statement | labstore',
    metaDescription:
      'labstore is committed to an accessible website for everyone. Read our accessibility statement and how to get help or give feedback.',
    contentHtml: `<h2>Accessibility Statement</h2>
<p>labstore is committed to making our website usable by everyone, including people with disabilities. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at Level AA and review our site regularly against them.</p>
<h3>What we do</h3>
<ul>
<li>Every page can be navigated with a keyboard, with a visible focus indicator.</li>
<li>Images and icons that convey meaning have text alternatives.</li>
<li>Forms have labels, and error messages explain how to fix the problem.</li>
<li>Text and controls meet color contrast guidelines, and pages work when zoomed to 200%.</li>
<li>Pages adapt to small screens and to screen orientation.</li>
<li>Test center search results are shown in a table with addresses, distances, phone numbers and hours, in addition to the map.</li>
<li>Results and requisitions can be downloaded as PDF files, which you can enlarge or open in the reader of your choice.</li>
</ul>
<h3>Known limitations</h3>
<p>Some third-party components, such as the map view, may not be fully accessible. If you cannot use them, our support team can help by phone or e-mail.</p>
<h3>At the test center</h3>
<p>Partner patient service centers are subject to the Americans with Disabilities Act. If you need an accommodation during your visit, we recommend calling the center ahead; its phone number is listed in the <a href="/testcenters">test center finder</a>.</p>
<h3>Get help or give feedback</h3>
<p>If you have difficulty using any part of our site, or want to order by phone, please contact us and we will help:</p>
${SUPPORT_CONTACT}
<p>We welcome suggestions for improving accessibility and aim to respond within two business days.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Account area tabs (type navigation, parent myadmin; spec/01 2.6)
// ---------------------------------------------------------------------------

const accountTabs: SeedNavigationItem[] = [
  {
    name: 'Preparing for Your Visit',
    slug: 'preparing-for-your-visit',
    type: 'navigation',
    parent: 'myadmin',
    position: 1,
    isLink: false,
    pageTitle: 'Preparing for Your Visit | labstore',
    metaDescription:
      'Checklist for your test center visit: requisition, photo ID, fasting, medications, biotin and what to expect at the patient service center.',
    contentHtml: `<h2>Preparing for Your Visit</h2>
<p>Once your order is approved, your lab requisition is ready in your Order History. A little preparation makes your visit to the patient service center quick and helps make sure your results are accurate.</p>
<h3>Checklist</h3>
<ol>
<li><strong>Download and print your requisition</strong> from your Order History. You can also share it by encrypted e-mail.</li>
<li><strong>Bring a government-issued photo ID.</strong> The name and date of birth must match your account.</li>
<li><strong>Check the preparation instructions</strong> for every test in your order. If any test requires fasting, have nothing but water for 8 to 12 hours beforehand.</li>
<li><strong>Take your usual medications</strong> unless your prescriber told you otherwise.</li>
<li><strong>Pause high-dose biotin</strong> supplements, commonly for at least 72 hours, if it is safe to do so.</li>
<li><strong>Drink water.</strong> Good hydration makes the draw easier.</li>
<li><strong>Choose a location</strong> with the <a href="/testcenters">test center finder</a> and check its hours. Early mornings are usually quietest and best for fasting tests.</li>
</ol>
<h3>Timing tips</h3>
<table>
<thead>
<tr><th>Test type</th><th>Best time to go</th></tr>
</thead>
<tbody>
<tr><td>Fasting tests (glucose, lipid panel, metabolic panel)</td><td>Early morning after an overnight fast</td></tr>
<tr><td>Testosterone</td><td>Early morning, about 7 to 10 am</td></tr>
<tr><td>Iron studies</td><td>Morning, fasting</td></tr>
<tr><td>Most other tests</td><td>Any time the center is open</td></tr>
</tbody>
</table>
<h3>At the test center</h3>
<p>Check in with your requisition and ID. A phlebotomist will collect your sample, which usually takes just a few minutes; some tests also need a urine sample. Tell the staff if you feel faint during blood draws, and have a snack afterwards if you fasted.</p>
<h3>Helpful reading</h3>
<ul>
<li><a href="/blog/how-to-prepare-for-a-fasting-blood-test">How to Prepare for a Fasting Blood Test</a></li>
<li><a href="/blog/why-biotin-supplements-can-skew-lab-results">Why Biotin Supplements Can Skew Lab Results</a></li>
<li><a href="/blog/testosterone-testing-for-men-timing-matters">Testosterone Testing for Men: Timing Matters</a></li>
</ul>
<p>Need help? Call 1-888-522-7867 (Monday to Friday, 7am to 12am EST) or e-mail support@labstore.com.</p>`,
  },
  {
    name: 'Understanding Your Results',
    slug: 'understanding-your-results',
    type: 'navigation',
    parent: 'myadmin',
    position: 2,
    isLink: false,
    pageTitle: 'Understanding Your Results | labstore',
    metaDescription:
      'How to read your lab report: reference ranges, high and low flags, units, when to call a clinician and how to share results securely.',
    contentHtml: `<h2>Understanding Your Results</h2>
<p>Most results are posted to your Order History within 3 to 5 business days after your visit. Some specialized tests, cultures and reflex tests take longer. When all results for an order are in, you can view and download the full report as a PDF.</p>
<h3>Reading your report</h3>
<table>
<thead>
<tr><th>Part of the report</th><th>What it means</th></tr>
</thead>
<tbody>
<tr><td>Result</td><td>Your measured value, or a finding such as "Negative" or "Not detected"</td></tr>
<tr><td>Flag</td><td>H for high or L for low when a value is outside the reference range; some labs also mark critical values</td></tr>
<tr><td>Reference range</td><td>The range seen in most healthy people, specific to the laboratory and method used</td></tr>
<tr><td>Units</td><td>How the value is measured, such as mg/dL; compare results only when the units match</td></tr>
</tbody>
</table>
<h3>Keep results in perspective</h3>
<ul>
<li>Reference ranges include about 95% of healthy people, so a healthy person can have a value slightly outside the range.</li>
<li>Ranges differ between laboratories. Compare your result with the range printed on your own report.</li>
<li>Trends over time are often more meaningful than a single result.</li>
<li>Recent meals, exercise, illness, medications and supplements can all influence results.</li>
</ul>
<h3>When to contact a clinician</h3>
<p>Please review your results with a healthcare provider, especially any value flagged as abnormal or critical, or any positive result for an infection. labstore cannot interpret results or give medical advice. <strong>If you have severe or sudden symptoms, call 911.</strong></p>
<h3>Sharing your results</h3>
<p>From your Order History you can download your results or send them to your clinician by encrypted e-mail. We send them only to the address you confirm.</p>
<h3>Learn about common tests</h3>
<ul>
<li><a href="/blog/understanding-your-lipid-panel-results">Understanding Your Lipid Panel Results</a></li>
<li><a href="/blog/reading-a-cbc-red-cells-white-cells-and-platelets">Reading a CBC: Red Cells, White Cells and Platelets</a></li>
<li><a href="/blog/what-your-hemoglobin-a1c-says-about-blood-sugar">What Your Hemoglobin A1c Says About Blood Sugar</a></li>
<li><a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Thyroid Tests Explained: TSH, Free T4 and Free T3</a></li>
<li><a href="/blog/what-is-a-reflex-test">What Is a Reflex Test?</a></li>
</ul>`,
  },
];

/** Every navigation entry, top bar first, then dropdown subitems, footer and account tabs. */
export const navigationItems: SeedNavigationItem[] = [
  ...topBar,
  ...healthTopics,
  ...footer,
  ...accountTabs,
];
