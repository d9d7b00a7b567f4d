import {
  BIOTIN_HTML as BIOTIN,
  FIRST_CATCH_HTML as FIRST_CATCH,
  NO_FASTING_HTML as NO_FAST,
  REQUISITION_HTML as REQ_ID,
} from './preparation';
import type { SeedProduct } from './types';

/*
 * Individual tests, part B: STD testing, infectious disease, allergy,
 * autoimmune and inflammation, cancer screening and physician consults.
 * Quest test codes are given only where verified; otherwise null.
 * Inactive on purpose: 'h-pylori-urea-breath-test' (kit temporarily unavailable).
 */

const CLEAN_CATCH =
  '<h3>Urine collection</h3><ul><li>A first-morning sample is preferred, but any time of day is acceptable.</li><li>Wash your hands, cleanse the genital area with the wipe provided, start urinating into the toilet and then collect the <strong>midstream</strong> portion in the sterile cup.</li><li>Do not touch the inside of the cup or lid.</li></ul>';

const bloodNoFast = (extra = ''): string => `${NO_FAST}${extra}${REQ_ID}`;

export const specialtyProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- STD testing
  {
    slug: 'chlamydia-gonorrhea-naa-urine',
    name: 'Chlamydia and Gonorrhea NAA, Urine',
    cpt: '87491, 87591',
    questCode: '11363',
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 18900,
    priceCents: 8900,
    searchPriority: 5,
    tags: ['chlamydia', 'gonorrhea', 'STD', 'NAA'],
    descriptionHtml:
      '<p>This test looks for the genetic material (RNA or DNA) of <em>Chlamydia trachomatis</em> and <em>Neisseria gonorrhoeae</em>, the two most commonly reported bacterial sexually transmitted infections in the United States. It uses a nucleic acid amplification test (NAA), the method recommended by the CDC because it is highly sensitive and specific.</p>' +
      '<p>Many people with chlamydia or gonorrhea have no symptoms. Untreated infections can cause pelvic inflammatory disease, infertility and epididymitis, so regular screening is recommended for sexually active women under 25, for anyone with a new or multiple partners, and for anyone with symptoms such as discharge or burning on urination.</p>' +
      '<p>The sample is a simple urine specimen. Both infections are easily treated with antibiotics if the result is positive.</p>',
    instructionsHtml:
      `<p>For the most reliable result, test at least 1-2 weeks after a possible exposure.</p>${FIRST_CATCH}${REQ_ID}`,
    metaDescription:
      'Chlamydia and gonorrhea urine NAA test (CPT 87491, 87591). Private, accurate STD screening at a lab near you.',
  },
  {
    slug: 'chlamydia-naa-urine',
    name: 'Chlamydia trachomatis NAA, Urine',
    cpt: '87491',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 3,
    tags: ['chlamydia', 'STD', 'NAA'],
    descriptionHtml:
      '<p>A nucleic acid amplification test that detects <em>Chlamydia trachomatis</em> in a urine sample. Chlamydia is the most frequently reported bacterial STD and most infected people have no symptoms.</p>' +
      '<p>If left untreated, chlamydia can spread to the uterus and fallopian tubes and lead to pelvic inflammatory disease, ectopic pregnancy or infertility; in men it can cause epididymitis. Chlamydia is cured with a short course of antibiotics.</p>' +
      '<p>If you would also like gonorrhea testing from the same sample, choose our combined Chlamydia and Gonorrhea NAA test.</p>',
    instructionsHtml:
      `<p>Test at least 1-2 weeks after a possible exposure.</p>${FIRST_CATCH}${REQ_ID}`,
    metaDescription: 'Chlamydia urine NAA test (CPT 87491). Confidential chlamydia screening with results in your account.',
  },
  {
    slug: 'gonorrhea-naa-urine',
    name: 'Neisseria gonorrhoeae NAA, Urine',
    cpt: '87591',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 3,
    tags: ['gonorrhea', 'STD', 'NAA'],
    descriptionHtml:
      '<p>A nucleic acid amplification test that detects <em>Neisseria gonorrhoeae</em>, the bacterium that causes gonorrhea, in a urine sample.</p>' +
      '<p>Gonorrhea often causes no symptoms, especially in women. Symptoms, when present, include burning on urination and discharge. Untreated gonorrhea can cause pelvic inflammatory disease, infertility and, rarely, infection of the joints or blood.</p>' +
      '<p>Gonorrhea is treated with antibiotics; a positive result should be followed by treatment of you and your partners.</p>',
    instructionsHtml:
      `<p>Test at least 1-2 weeks after a possible exposure.</p>${FIRST_CATCH}${REQ_ID}`,
    metaDescription: 'Gonorrhea urine NAA test (CPT 87591). Confidential gonorrhea screening at a patient service center.',
  },
  {
    slug: 'hiv-1-2-antigen-antibody-fourth-generation-with-reflexes',
    name: 'HIV 1/2 Antigen and Antibodies, Fourth Generation, with Reflexes',
    cpt: '87389',
    questCode: '91431',
    productType: 2,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 14900,
    priceCents: 5900,
    searchPriority: 5,
    tags: ['HIV', 'STD', 'AIDS', '4th generation'],
    extraTestsPriceCents: 9900,
    descriptionHtml:
      '<p>This fourth-generation screening test detects both antibodies to HIV-1 and HIV-2 and the HIV-1 p24 antigen. Because the p24 antigen appears before antibodies, the test can find an infection earlier than older antibody-only tests. It follows the CDC-recommended HIV testing algorithm.</p>' +
      '<p>Most infections are detected within 18-45 days of exposure; a negative result 45 days or more after your last possible exposure makes HIV infection very unlikely.</p>' +
      '<h3>Reflex testing</h3><p>If the screen is reactive, the laboratory automatically performs an HIV-1/HIV-2 antibody differentiation test and, when needed, an HIV-1 RNA test to confirm the result. <strong>These confirmatory tests carry an additional fee</strong>, charged only if they are performed.</p>',
    instructionsHtml: bloodNoFast(
      '<p>Testing too soon after an exposure can miss a new infection. If your exposure was within the last 6 weeks, consider repeat testing later.</p>',
    ),
    metaDescription:
      'HIV 1/2 Ag/Ab 4th generation test with reflex confirmation (CPT 87389). Early, accurate and private HIV screening.',
  },
  {
    slug: 'hiv-1-rna-quantitative-pcr',
    name: 'HIV-1 RNA, Quantitative, PCR',
    cpt: '87536',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 29900,
    priceCents: 14900,
    searchPriority: 1,
    tags: ['HIV', 'viral load', 'PCR'],
    descriptionHtml:
      '<p>Measures the amount of HIV-1 genetic material (viral load) in the blood. Viral load testing is mainly used to monitor how well treatment is working in people already diagnosed with HIV.</p>' +
      '<p>Because HIV RNA can be detected about 10-15 days after infection, this test is sometimes used when a very recent infection is suspected, together with a fourth-generation antigen/antibody test. It is not a substitute for the standard screening test.</p>' +
      '<p>Results are reported in copies per mL. An undetectable result during treatment means the virus is well controlled.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'HIV-1 viral load by quantitative PCR (CPT 87536) for monitoring treatment or suspected early infection.',
  },
  {
    slug: 'syphilis-rpr-with-reflex-to-titer-and-confirmation',
    name: 'Syphilis RPR with Reflex to Titer and Confirmatory Antibodies',
    cpt: '86592',
    questCode: null,
    productType: 2,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 4,
    tags: ['syphilis', 'RPR', 'STD'],
    extraTestsPriceCents: 4500,
    descriptionHtml:
      '<p>The rapid plasma reagin (RPR) test screens for syphilis by detecting antibodies that the body makes in response to the infection. It is a widely used first step in the traditional syphilis testing algorithm.</p>' +
      '<p>Syphilis often begins with a painless sore that can go unnoticed. Without treatment it can progress over years and damage the heart, brain and other organs, and it can be passed to a baby during pregnancy. It is cured with penicillin.</p>' +
      '<h3>Reflex testing</h3><p>If the RPR is reactive, the laboratory automatically measures the RPR titer and performs a treponemal antibody test to confirm the result. <strong>An additional fee applies only if these tests are performed.</strong></p>',
    instructionsHtml: bloodNoFast(
      '<p>Antibodies usually become detectable 3-6 weeks after infection. If your exposure was recent, consider retesting in a few weeks.</p>',
    ),
    metaDescription: 'Syphilis RPR screen with reflex to titer and confirmation (CPT 86592). Simple blood test, no fasting.',
  },
  {
    slug: 'syphilis-treponema-pallidum-antibody',
    name: 'Syphilis Antibody (Treponema pallidum), Total',
    cpt: '86780',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 8900,
    priceCents: 4500,
    searchPriority: 2,
    tags: ['syphilis', 'treponemal', 'STD'],
    descriptionHtml:
      '<p>A treponemal antibody test that detects antibodies specific to <em>Treponema pallidum</em>, the bacterium that causes syphilis. Many laboratories now use this test first (the "reverse" screening algorithm).</p>' +
      '<p>Treponemal antibodies usually stay positive for life, even after successful treatment, so a positive result can mean a current or a past, treated infection. Your doctor may order an RPR test to help tell the two apart.</p>',
    instructionsHtml: bloodNoFast(
      '<p>Antibodies usually become detectable 3-6 weeks after infection.</p>',
    ),
    metaDescription: 'Treponema pallidum antibody test for syphilis (CPT 86780). Confidential blood test, results online.',
  },
  {
    slug: 'herpes-simplex-1-2-igg-type-specific',
    name: 'Herpes Simplex Virus 1 and 2 IgG, Type-Specific',
    cpt: '86695, 86696',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 14900,
    priceCents: 6900,
    searchPriority: 4,
    tags: ['herpes', 'HSV', 'STD', 'IgG'],
    descriptionHtml:
      '<p>This blood test measures IgG antibodies to the glycoprotein G of herpes simplex virus type 1 (HSV-1) and type 2 (HSV-2) separately, so it can tell which type you have been exposed to.</p>' +
      '<p>HSV-1 most often causes oral herpes (cold sores) but can also cause genital herpes; HSV-2 is usually associated with genital herpes. Many people carry the virus without ever noticing symptoms.</p>' +
      '<p>IgG antibodies show past exposure and do not tell when the infection happened. Antibodies can take up to 12-16 weeks to develop, so a very recent infection may not yet be detected.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'HSV-1 and HSV-2 type-specific IgG blood test (CPT 86695, 86696). Know your herpes status privately.',
  },
  {
    slug: 'herpes-simplex-2-igg',
    name: 'Herpes Simplex Virus 2 IgG',
    cpt: '86696',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 2,
    tags: ['herpes', 'HSV-2', 'STD'],
    descriptionHtml:
      '<p>Detects IgG antibodies specific to herpes simplex virus type 2 (HSV-2), the type most often responsible for genital herpes.</p>' +
      '<p>A positive result means you have been infected with HSV-2 at some point; it does not show when, and many people with HSV-2 never have noticeable outbreaks. Low positive results can occasionally be falsely positive and may need confirmation.</p>',
    instructionsHtml: bloodNoFast(
      '<p>Antibodies can take up to 12-16 weeks after exposure to appear.</p>',
    ),
    metaDescription: 'HSV-2 IgG antibody blood test (CPT 86696) for genital herpes. Confidential, no fasting needed.',
  },
  {
    slug: 'herpes-simplex-1-igg',
    name: 'Herpes Simplex Virus 1 IgG',
    cpt: '86695',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 1,
    tags: ['herpes', 'HSV-1', 'cold sores'],
    descriptionHtml:
      '<p>Detects IgG antibodies specific to herpes simplex virus type 1 (HSV-1), the usual cause of cold sores. HSV-1 can also cause genital herpes through oral contact.</p>' +
      '<p>HSV-1 is very common; more than half of adults have antibodies. A positive result shows past infection and does not identify the site or timing of infection.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'HSV-1 IgG antibody blood test (CPT 86695). Find out whether you carry the cold sore virus.',
  },
  {
    slug: 'trichomonas-vaginalis-naa-urine',
    name: 'Trichomonas vaginalis NAA, Urine',
    cpt: '87661',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 3,
    tags: ['trichomoniasis', 'trich', 'STD', 'NAA'],
    descriptionHtml:
      '<p>Detects the genetic material of <em>Trichomonas vaginalis</em>, a parasite that causes trichomoniasis, the most common curable STD worldwide.</p>' +
      '<p>About 70% of infected people have no symptoms. When present, symptoms include itching, irritation, unusual discharge and discomfort with urination. Trichomoniasis increases the risk of acquiring other STDs and can cause complications in pregnancy. It is treated with a prescription antibiotic.</p>',
    instructionsHtml: `${FIRST_CATCH}${REQ_ID}`,
    metaDescription: 'Trichomonas vaginalis urine NAA test (CPT 87661). Accurate testing for trichomoniasis.',
  },
  {
    slug: 'mycoplasma-genitalium-naa-urine',
    name: 'Mycoplasma genitalium NAA, Urine',
    cpt: '87563',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'std-testing',
    marketPriceCents: 19900,
    priceCents: 9900,
    searchPriority: 1,
    tags: ['mycoplasma', 'STD', 'NAA'],
    descriptionHtml:
      '<p>Detects <em>Mycoplasma genitalium</em>, a sexually transmitted bacterium that can cause persistent or recurrent urethritis in men and cervicitis or pelvic inflammatory disease in women.</p>' +
      '<p>Testing is recommended mainly for people whose symptoms continue after treatment for chlamydia or gonorrhea, or whose tests for those infections were negative. Routine screening of people without symptoms is not recommended.</p>',
    instructionsHtml: `${FIRST_CATCH}${REQ_ID}`,
    metaDescription: 'Mycoplasma genitalium urine NAA test (CPT 87563) for persistent urethritis or cervicitis.',
  },

  // ---------------------------------------------------------- Infectious disease
  {
    slug: 'covid-19-antibody-igg',
    name: 'COVID-19 Antibody (IgG), Immune Response',
    cpt: '86769',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 11900,
    priceCents: 4900,
    searchPriority: 4,
    tags: ['COVID-19', 'coronavirus', 'antibody', 'IgG'],
    descriptionHtml:
      '<p>This blood test detects IgG antibodies to SARS-CoV-2, the virus that causes COVID-19. IgG antibodies usually become detectable 1-3 weeks after infection and can show that your immune system has responded to a past infection or, depending on the viral protein the assay targets, to vaccination.</p>' +
      '<p>An antibody test <strong>cannot diagnose a current infection</strong>. If you have symptoms or a recent exposure, a viral (PCR) test is the right choice. A positive antibody result does not guarantee protection against reinfection.</p>' +
      '<p>Before ordering you will answer a short eligibility questionnaire. A <strong>$10 physician oversight fee</strong> applies to orders that include this test.</p>',
    instructionsHtml: bloodNoFast(
      '<p>Do not visit the patient service center if you currently have a fever or symptoms of COVID-19, or if you are within your isolation period. Wear a mask if required by the center.</p>',
    ),
    metaDescription: 'COVID-19 IgG antibody blood test (CPT 86769) to check for an immune response to SARS-CoV-2.',
  },
  {
    slug: 'covid-19-pcr',
    name: 'COVID-19 (SARS-CoV-2) RNA, Qualitative PCR',
    cpt: '87635',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 15900,
    priceCents: 7900,
    searchPriority: 3,
    tags: ['COVID-19', 'coronavirus', 'PCR'],
    descriptionHtml:
      '<p>A molecular (RT-PCR) test that detects the genetic material of SARS-CoV-2 in a nasal swab. PCR is the most sensitive way to diagnose a current COVID-19 infection, including in people without symptoms.</p>' +
      '<p>A positive result means the virus was detected and you should follow current public health guidance on isolation. PCR can stay positive for some time after recovery because it detects fragments of viral RNA.</p>' +
      '<p>Before ordering you will answer a short eligibility and symptom questionnaire.</p>',
    instructionsHtml:
      '<ul><li>Do not use nasal sprays or rinses for 30 minutes before collection.</li><li>Follow the collection center instructions for patients with symptoms; some centers collect COVID-19 swabs only at designated times or locations.</li><li>If you have trouble breathing, chest pain, confusion or bluish lips, seek emergency care instead of testing.</li></ul>' +
      REQ_ID,
    metaDescription: 'COVID-19 RT-PCR nasal swab test (CPT 87635) to detect a current SARS-CoV-2 infection.',
  },
  {
    slug: 'lyme-disease-antibody-with-reflex-to-blot',
    name: 'Lyme Disease Antibody with Reflex to Blot (IgG, IgM)',
    cpt: '86618',
    questCode: '6646',
    productType: 2,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 3,
    tags: ['Lyme', 'tick', 'Borrelia'],
    extraTestsPriceCents: 8900,
    descriptionHtml:
      '<p>Screens for antibodies to <em>Borrelia burgdorferi</em>, the tick-borne bacterium that causes Lyme disease. Symptoms can include a bull\'s-eye rash, fever, fatigue, headache and joint pain; later stages can affect the joints, heart and nerves.</p>' +
      '<p>Antibodies may not be detectable in the first few weeks after a tick bite, so an early negative result does not rule out Lyme disease. A typical rash is usually diagnosed and treated without testing.</p>' +
      '<h3>Reflex testing</h3><p>If the screen is positive or equivocal, IgG and IgM immunoblots are performed automatically to confirm the result, as recommended by the CDC. <strong>An additional fee applies only when the blot is performed.</strong></p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Lyme disease antibody screen with reflex to IgG/IgM blot (CPT 86618). Tick-borne infection test.',
  },
  {
    slug: 'hepatitis-a-antibody-total',
    name: 'Hepatitis A Antibody, Total',
    cpt: '86708',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 7900,
    priceCents: 3500,
    searchPriority: 2,
    tags: ['hepatitis', 'hepatitis A', 'immunity'],
    descriptionHtml:
      '<p>Measures total antibodies (IgG and IgM) to the hepatitis A virus. A positive result means you have been infected in the past or vaccinated, and are immune.</p>' +
      '<p>Hepatitis A spreads through contaminated food and water and causes a short-term liver infection. This test is often used before travel or vaccination to check for existing immunity. To diagnose a recent infection, your doctor may order an IgM antibody test.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Hepatitis A total antibody test (CPT 86708) to check immunity from vaccination or past infection.',
  },
  {
    slug: 'hepatitis-a-antibody-igm',
    name: 'Hepatitis A Antibody, IgM',
    cpt: '86709',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['hepatitis', 'hepatitis A', 'IgM'],
    descriptionHtml:
      '<p>Detects IgM antibodies to hepatitis A virus, which appear early in infection and usually disappear within about six months. A positive result indicates a recent or current hepatitis A infection.</p>' +
      '<p>This test is used when symptoms such as fatigue, nausea, dark urine or yellowing of the skin suggest acute hepatitis.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Hepatitis A IgM antibody test (CPT 86709) to detect a recent or current hepatitis A infection.',
  },
  {
    slug: 'hepatitis-b-surface-antigen-with-reflex-confirmation',
    name: 'Hepatitis B Surface Antigen with Reflex Confirmation',
    cpt: '87340',
    questCode: '498',
    productType: 2,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 3,
    tags: ['hepatitis', 'hepatitis B', 'HBsAg'],
    extraTestsPriceCents: 3900,
    descriptionHtml:
      '<p>Detects hepatitis B surface antigen (HBsAg), a protein on the surface of the hepatitis B virus. A positive result means you currently have hepatitis B, either a new (acute) infection or a long-term (chronic) infection if it persists for more than six months.</p>' +
      '<p>The CDC recommends hepatitis B screening at least once for all adults. Many people with chronic hepatitis B have no symptoms but are at risk of liver damage and can pass the virus to others.</p>' +
      '<h3>Reflex testing</h3><p>A reactive result is confirmed automatically with a neutralization test. <strong>An additional fee applies only if confirmation is performed.</strong></p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Hepatitis B surface antigen (HBsAg) test with reflex confirmation (CPT 87340).',
  },
  {
    slug: 'hepatitis-b-surface-antibody-quantitative',
    name: 'Hepatitis B Surface Antibody, Quantitative',
    cpt: '86317',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['hepatitis B', 'immunity', 'titer'],
    descriptionHtml:
      '<p>Measures the level of antibody to hepatitis B surface antigen (anti-HBs). A level of 10 mIU/mL or higher is generally considered protective.</p>' +
      '<p>This test is commonly required for healthcare workers and students to document immunity after hepatitis B vaccination, and it also becomes positive after recovery from a past infection.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Hepatitis B surface antibody quantitative titer (CPT 86317) to document hepatitis B immunity.',
  },
  {
    slug: 'hepatitis-b-core-antibody-total',
    name: 'Hepatitis B Core Antibody, Total',
    cpt: '86704',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['hepatitis B', 'anti-HBc'],
    descriptionHtml:
      '<p>Detects total antibodies (IgG and IgM) to the hepatitis B core antigen. Unlike the surface antibody, core antibody is produced only after infection, not after vaccination.</p>' +
      '<p>A positive result indicates a past or current hepatitis B infection. Combined with the surface antigen and surface antibody tests, it helps distinguish a resolved infection, a chronic infection and vaccine-induced immunity.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Hepatitis B core total antibody test (CPT 86704) to identify past or current hepatitis B infection.',
  },
  {
    slug: 'hepatitis-c-antibody-with-reflex-to-hcv-rna',
    name: 'Hepatitis C Antibody with Reflex to HCV RNA',
    cpt: '86803',
    questCode: '8472',
    productType: 2,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 9900,
    priceCents: 3900,
    searchPriority: 4,
    tags: ['hepatitis', 'hepatitis C', 'HCV'],
    extraTestsPriceCents: 12900,
    descriptionHtml:
      '<p>Screens for antibodies to the hepatitis C virus (HCV). The CDC recommends hepatitis C screening at least once in a lifetime for all adults and for every pregnancy, and regular testing for people with ongoing risk.</p>' +
      '<p>Hepatitis C often causes no symptoms for years while it slowly damages the liver. Current treatments cure more than 95% of infections in 8-12 weeks.</p>' +
      '<h3>Reflex testing</h3><p>A positive antibody result does not always mean a current infection. If the antibody is reactive, an HCV RNA quantitative PCR test is performed automatically to show whether the virus is present now. <strong>An additional fee applies only if the RNA test is performed.</strong></p>',
    instructionsHtml: bloodNoFast(
      '<p>Antibodies usually appear 8-11 weeks after exposure. If your exposure was recent, ask about repeat or RNA testing.</p>',
    ),
    metaDescription: 'Hepatitis C antibody test with reflex to HCV RNA PCR (CPT 86803). CDC-recommended HCV screening.',
  },
  {
    slug: 'hepatitis-c-rna-quantitative-pcr',
    name: 'Hepatitis C Viral RNA, Quantitative, PCR',
    cpt: '87522',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 26900,
    priceCents: 12900,
    searchPriority: 1,
    tags: ['hepatitis C', 'HCV', 'viral load'],
    descriptionHtml:
      '<p>Measures the amount of hepatitis C virus genetic material in the blood (viral load). It confirms an active infection after a positive antibody test and is used before, during and after treatment to check that the virus has been cleared.</p>' +
      '<p>HCV RNA can be detected as early as 1-2 weeks after infection, before antibodies develop.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Hepatitis C viral load, quantitative PCR (CPT 87522) to confirm infection or monitor treatment.',
  },
  {
    slug: 'h-pylori-urea-breath-test',
    name: 'H. pylori Urea Breath Test',
    cpt: '83013',
    questCode: null,
    productType: 1,
    labCodes: 1,
    categorySlug: 'infectious-disease',
    marketPriceCents: 22900,
    priceCents: 11900,
    searchPriority: 1,
    tags: ['H. pylori', 'ulcer', 'breath test'],
    isActive: false,
    descriptionHtml:
      '<p>The urea breath test detects an active <em>Helicobacter pylori</em> infection of the stomach. You breathe into a collection bag, drink a solution containing labeled urea, and breathe into a second bag; if H. pylori is present it breaks down the urea and the label appears in your breath.</p>' +
      '<p>H. pylori is a common cause of stomach ulcers and gastritis and increases the risk of stomach cancer. The breath test is also used at least four weeks after treatment to confirm the infection is gone.</p>',
    instructionsHtml:
      '<ul><li>Do not eat or drink for at least <strong>1 hour</strong> before the test.</li><li>Stop proton pump inhibitors (such as omeprazole) for 2 weeks and antibiotics or bismuth products (such as Pepto-Bismol) for 4 weeks before testing, if your doctor agrees.</li><li>The test takes about 20-30 minutes at the center.</li></ul>' +
      REQ_ID,
    metaDescription: 'H. pylori urea breath test (CPT 83013) to detect an active stomach infection.',
  },
  {
    slug: 'h-pylori-antigen-stool',
    name: 'H. pylori Antigen, Stool',
    cpt: '87338',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 12900,
    priceCents: 5900,
    searchPriority: 2,
    tags: ['H. pylori', 'ulcer', 'stool'],
    descriptionHtml:
      '<p>Detects <em>Helicobacter pylori</em> antigen in a stool sample, showing an active infection. Guidelines recommend stool antigen or breath testing, rather than blood antibody tests, to diagnose H. pylori and to confirm it has been eradicated after treatment.</p>' +
      '<p>H. pylori infection can cause indigestion, stomach pain, gastritis and peptic ulcers.</p>',
    instructionsHtml:
      '<ul><li>Pick up a stool collection kit at the patient service center, collect the sample at home as directed and return it within the time shown on the kit.</li><li>Stop proton pump inhibitors for 2 weeks and antibiotics or bismuth products for 4 weeks before collection, if your doctor agrees.</li><li>If testing after treatment, wait at least 4 weeks after finishing antibiotics.</li></ul>' +
      REQ_ID,
    metaDescription: 'H. pylori stool antigen test (CPT 87338) to diagnose or confirm cure of an active infection.',
  },
  {
    slug: 'h-pylori-antibody-igg',
    name: 'H. pylori Antibody, IgG',
    cpt: '86677',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 7900,
    priceCents: 3500,
    searchPriority: 1,
    tags: ['H. pylori', 'antibody'],
    descriptionHtml:
      '<p>Measures IgG antibodies to <em>Helicobacter pylori</em> in the blood. A positive result shows exposure to the bacterium at some time.</p>' +
      '<p>Because antibodies can remain for months to years after successful treatment, this test cannot distinguish a current infection from a past one. Stool antigen or breath testing is preferred for diagnosing active infection.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'H. pylori IgG antibody blood test (CPT 86677) showing past or present exposure.',
  },
  {
    slug: 'tb-quantiferon-tb-gold-plus',
    name: 'QuantiFERON-TB Gold Plus (TB Blood Test)',
    cpt: '86480',
    questCode: '36970',
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 21900,
    priceCents: 8900,
    searchPriority: 4,
    tags: ['TB', 'tuberculosis', 'QuantiFERON', 'IGRA'],
    descriptionHtml:
      '<p>QuantiFERON-TB Gold Plus is an interferon-gamma release assay (IGRA), a blood test that helps detect infection with <em>Mycobacterium tuberculosis</em>, including latent TB infection. It is widely accepted for employment, school and immigration screening.</p>' +
      '<p>Unlike the skin test, it needs only one visit, is not affected by prior BCG vaccination and does not require a return visit to read the result.</p>' +
      '<p>A positive result indicates TB infection but cannot tell latent infection from active disease; a chest X-ray and medical evaluation are needed.</p>',
    instructionsHtml: bloodNoFast(
      '<ul><li>If you recently received a live vaccine (such as MMR, varicella or yellow fever), have the test on the same day as the vaccine or wait at least 4 weeks.</li><li>Schedule your visit Monday to Thursday when possible; the sample must reach the laboratory quickly and some centers do not collect it on Fridays or weekends.</li></ul>',
    ),
    metaDescription: 'QuantiFERON-TB Gold Plus TB blood test (CPT 86480). One visit, accepted for work and school.',
  },
  {
    slug: 'measles-antibody-igg',
    name: 'Measles (Rubeola) Antibody, IgG',
    cpt: '86765',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['measles', 'MMR', 'immunity', 'titer'],
    descriptionHtml:
      '<p>Measures IgG antibodies to the measles (rubeola) virus to check whether you are immune, either from vaccination or from a past infection.</p>' +
      '<p>Proof of measles immunity is often required by schools, healthcare employers and for international travel. A negative or equivocal result usually means you should talk to your doctor about an MMR vaccine dose.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Measles IgG antibody titer (CPT 86765) to document measles immunity for school or work.',
  },
  {
    slug: 'mumps-antibody-igg',
    name: 'Mumps Antibody, IgG',
    cpt: '86735',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['mumps', 'MMR', 'immunity', 'titer'],
    descriptionHtml:
      '<p>Measures IgG antibodies to the mumps virus to show immunity from vaccination or past infection.</p>' +
      '<p>Mumps immunity testing is commonly requested by colleges and healthcare employers. A negative result suggests you may not be protected; your doctor may recommend an MMR vaccine.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Mumps IgG antibody titer (CPT 86735) to check immunity from vaccination or past infection.',
  },
  {
    slug: 'rubella-antibody-igg',
    name: 'Rubella Antibody, IgG',
    cpt: '86762',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 7900,
    priceCents: 3500,
    searchPriority: 2,
    tags: ['rubella', 'MMR', 'immunity', 'titer'],
    descriptionHtml:
      '<p>Measures IgG antibodies to the rubella (German measles) virus to check for immunity.</p>' +
      '<p>Rubella infection during pregnancy can cause serious birth defects, so rubella immunity is routinely checked before or early in pregnancy, as well as for school and healthcare employment.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Rubella IgG antibody titer (CPT 86762) to confirm immunity before pregnancy, school or work.',
  },
  {
    slug: 'varicella-zoster-antibody-igg',
    name: 'Varicella Zoster Virus Antibody, IgG',
    cpt: '86787',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['varicella', 'chickenpox', 'immunity', 'titer'],
    descriptionHtml:
      '<p>Measures IgG antibodies to varicella zoster virus, the virus that causes chickenpox and shingles. A positive result shows immunity from past chickenpox or vaccination.</p>' +
      '<p>This titer is often required for healthcare workers and students and can help decide whether a varicella vaccine is needed, for example before pregnancy.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Varicella (chickenpox) IgG antibody titer (CPT 86787) to document immunity.',
  },
  {
    slug: 'urinalysis-complete-with-reflex-to-culture',
    name: 'Urinalysis, Complete, with Reflex to Culture',
    cpt: '81001',
    questCode: '3020',
    productType: 2,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['urinalysis', 'UTI', 'urine culture'],
    extraTestsPriceCents: 3500,
    descriptionHtml:
      '<p>A complete urinalysis examines the physical and chemical properties of your urine (color, clarity, pH, specific gravity, protein, glucose, ketones, blood, nitrite and leukocyte esterase) and looks at it under the microscope for cells, crystals and bacteria.</p>' +
      '<p>It is used to check for urinary tract infection, kidney disease and diabetes.</p>' +
      '<h3>Reflex testing</h3><p>If the urinalysis suggests infection, a urine culture is performed automatically to identify the bacteria and, when appropriate, the antibiotics that will work. <strong>An additional fee applies only if the culture is performed.</strong></p>',
    instructionsHtml: `${CLEAN_CATCH}${REQ_ID}`,
    metaDescription: 'Complete urinalysis with reflex to urine culture (CPT 81001) for UTI and kidney screening.',
  },
  {
    slug: 'urine-culture-routine',
    name: 'Urine Culture, Routine',
    cpt: '87086',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 7900,
    priceCents: 3500,
    searchPriority: 2,
    tags: ['UTI', 'urine culture', 'bladder infection'],
    descriptionHtml:
      '<p>A urine culture grows and counts bacteria in a urine sample to diagnose a urinary tract infection (UTI). Typical UTI symptoms include burning on urination, frequent or urgent urination and lower abdominal pain.</p>' +
      '<p>When significant growth is found, the organism may be identified and tested for antibiotic susceptibility; those steps can add time to the result.</p>',
    instructionsHtml:
      `<p>Collect the sample before starting any antibiotics, if possible.</p>${CLEAN_CATCH}${REQ_ID}`,
    metaDescription: 'Routine urine culture (CPT 87086) to diagnose urinary tract infection.',
  },
  {
    slug: 'epstein-barr-virus-antibody-panel',
    name: 'Epstein-Barr Virus (EBV) Antibody Panel',
    cpt: '86664, 86665',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 18900,
    priceCents: 8900,
    searchPriority: 2,
    tags: ['EBV', 'mono', 'Epstein-Barr'],
    descriptionHtml:
      '<p>Measures antibodies to Epstein-Barr virus: viral capsid antigen (VCA) IgG and IgM and Epstein-Barr nuclear antigen (EBNA) IgG. The pattern of these antibodies helps tell a current or recent infection from a past one.</p>' +
      '<p>EBV is the usual cause of infectious mononucleosis, which causes fever, sore throat, swollen lymph nodes and fatigue. Most adults have been infected at some point.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Epstein-Barr virus antibody panel, VCA IgG/IgM and EBNA (CPT 86664, 86665).',
  },
  {
    slug: 'mononucleosis-screen',
    name: 'Mononucleosis Screen (Heterophile Antibody)',
    cpt: '86308',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 5900,
    priceCents: 2500,
    searchPriority: 1,
    tags: ['mono', 'mononucleosis', 'EBV'],
    descriptionHtml:
      '<p>A rapid screening test for heterophile antibodies, which are produced in most teenagers and adults with infectious mononucleosis caused by Epstein-Barr virus.</p>' +
      '<p>The test may be negative early in the illness and is often negative in young children. If mono is still suspected, an EBV antibody panel can provide more information.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Mono screen heterophile antibody test (CPT 86308) for infectious mononucleosis.',
  },
  {
    slug: 'cytomegalovirus-antibody-igg',
    name: 'Cytomegalovirus (CMV) Antibody, IgG',
    cpt: '86644',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['CMV', 'cytomegalovirus', 'pregnancy'],
    descriptionHtml:
      '<p>Detects IgG antibodies to cytomegalovirus, a common herpes-family virus that usually causes mild or no illness but can be serious during pregnancy and for people with weakened immune systems.</p>' +
      '<p>A positive result means past infection; the virus stays in the body for life in an inactive form. The test is often used before pregnancy, organ transplant or blood donation.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'CMV IgG antibody test (CPT 86644) to check for past cytomegalovirus infection.',
  },
  {
    slug: 'toxoplasma-antibody-igg',
    name: 'Toxoplasma gondii Antibody, IgG',
    cpt: '86777',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'infectious-disease',
    marketPriceCents: 8900,
    priceCents: 3900,
    searchPriority: 1,
    tags: ['toxoplasmosis', 'pregnancy', 'parasite'],
    descriptionHtml:
      '<p>Detects IgG antibodies to <em>Toxoplasma gondii</em>, a parasite acquired from undercooked meat, contaminated soil or cat litter.</p>' +
      '<p>Most infections cause no symptoms, but a first infection during pregnancy can harm the baby. A positive IgG before pregnancy generally indicates past infection and protection.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Toxoplasma IgG antibody test (CPT 86777), often checked before or during pregnancy.',
  },

  // ------------------------------------------------------------------- Allergy
  {
    slug: 'total-ige',
    name: 'Immunoglobulin E (IgE), Total',
    cpt: '82785',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['allergy', 'IgE', 'asthma'],
    descriptionHtml:
      '<p>Measures the total amount of immunoglobulin E (IgE) in your blood. IgE is the antibody responsible for allergic reactions.</p>' +
      '<p>Total IgE is often raised in people with allergies, eczema and allergic asthma, and also in some parasitic infections. A normal total IgE does not rule out a specific allergy; allergen-specific IgE tests show which substances you react to.</p>',
    instructionsHtml: bloodNoFast(
      '<p>Unlike skin testing, you do not need to stop antihistamines before this blood test.</p>',
    ),
    metaDescription: 'Total IgE blood test (CPT 82785) to evaluate allergies, eczema and allergic asthma.',
  },
  {
    slug: 'peanut-allergy-ige',
    name: 'Peanut (f13) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 3,
    tags: ['allergy', 'peanut', 'food allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies specific to peanut. Peanut is one of the most common causes of severe food allergy reactions, including anaphylaxis.</p>' +
      '<p>A detectable result means you are sensitized to peanut, but sensitization does not always mean you will react when you eat it. Results should be interpreted together with your history by a clinician, who may recommend component testing or an allergist evaluation.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Peanut-specific IgE blood test (CPT 86003) to check for peanut sensitization.',
  },
  {
    slug: 'egg-white-allergy-ige',
    name: 'Egg White (f1) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'egg', 'food allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies specific to egg white proteins. Egg allergy is one of the most common food allergies in children; many outgrow it.</p>' +
      '<p>A positive result shows sensitization and should be interpreted along with symptoms after eating egg.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Egg white-specific IgE blood test (CPT 86003) to evaluate egg allergy.',
  },
  {
    slug: 'cow-milk-allergy-ige',
    name: "Cow's Milk (f2) IgE",
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'milk', 'food allergy', 'IgE'],
    descriptionHtml:
      "<p>Measures IgE antibodies specific to cow's milk proteins. Milk allergy is an immune reaction and is different from lactose intolerance, which is a digestive problem that this test does not detect.</p>" +
      '<p>A positive result indicates sensitization; your clinician will interpret it alongside your symptoms.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: "Cow's milk-specific IgE blood test (CPT 86003) to evaluate milk allergy.",
  },
  {
    slug: 'wheat-allergy-ige',
    name: 'Wheat (f4) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'wheat', 'food allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies specific to wheat. Wheat allergy causes reactions such as hives, swelling or digestive symptoms soon after eating wheat.</p>' +
      '<p>This test does not diagnose celiac disease, which is an autoimmune condition tested with tissue transglutaminase (tTG) antibodies.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Wheat-specific IgE blood test (CPT 86003) to evaluate wheat allergy.',
  },
  {
    slug: 'shrimp-allergy-ige',
    name: 'Shrimp (f24) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'shellfish', 'food allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies specific to shrimp. Shellfish allergy is one of the most common food allergies in adults and is usually lifelong.</p>' +
      '<p>People allergic to shrimp often react to other crustaceans such as crab and lobster. A positive result shows sensitization and should be discussed with a clinician.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Shrimp-specific IgE blood test (CPT 86003) to evaluate shellfish allergy.',
  },
  {
    slug: 'cat-dander-allergy-ige',
    name: 'Cat Dander (e1) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'cat', 'pet allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies to cat dander, one of the most common indoor allergens. Cat allergy can cause sneezing, itchy eyes, congestion and asthma symptoms.</p>' +
      '<p>A positive result indicates sensitization; your clinician will interpret it along with your symptoms around cats.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Cat dander-specific IgE blood test (CPT 86003) for pet allergy.',
  },
  {
    slug: 'dog-dander-allergy-ige',
    name: 'Dog Dander (e5) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'dog', 'pet allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies to dog dander. Dog allergens are found in skin flakes, saliva and urine and can cause nasal, eye and asthma symptoms.</p>' +
      '<p>A positive result shows sensitization and is interpreted together with your symptoms.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Dog dander-specific IgE blood test (CPT 86003) for pet allergy.',
  },
  {
    slug: 'dust-mite-allergy-ige',
    name: 'Dust Mite, D. pteronyssinus (d1) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'dust mite', 'indoor allergy', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies to the house dust mite <em>Dermatophagoides pteronyssinus</em>, a leading cause of year-round allergic rhinitis and allergic asthma.</p>' +
      '<p>Knowing you are sensitized to dust mites can guide steps such as mattress and pillow covers and regular washing of bedding in hot water.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'House dust mite-specific IgE blood test (CPT 86003) for year-round allergy symptoms.',
  },
  {
    slug: 'ragweed-allergy-ige',
    name: 'Short Ragweed (w1) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'ragweed', 'pollen', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies to short ragweed pollen, the major cause of late-summer and fall hay fever in much of North America.</p>' +
      '<p>A positive result shows sensitization and can help you and your clinician plan seasonal treatment.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Short ragweed pollen-specific IgE blood test (CPT 86003) for seasonal allergies.',
  },
  {
    slug: 'timothy-grass-allergy-ige',
    name: 'Timothy Grass (g6) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 2,
    tags: ['allergy', 'grass', 'pollen', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies to timothy grass pollen, a representative grass allergen responsible for late spring and early summer hay fever.</p>' +
      '<p>Because grass pollens share many allergens, a positive result often indicates sensitivity to several grasses.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Timothy grass pollen-specific IgE blood test (CPT 86003) for seasonal allergies.',
  },
  {
    slug: 'alternaria-mold-allergy-ige',
    name: 'Mold, Alternaria alternata (m6) IgE',
    cpt: '86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 1,
    tags: ['allergy', 'mold', 'IgE'],
    descriptionHtml:
      '<p>Measures IgE antibodies to <em>Alternaria alternata</em>, an outdoor mold whose spores peak in warm, dry and windy weather. Alternaria sensitization is associated with allergic rhinitis and asthma.</p>' +
      '<p>A positive result indicates sensitization and should be interpreted with your symptoms.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Alternaria mold-specific IgE blood test (CPT 86003) for mold allergy.',
  },
  {
    slug: 'alpha-gal-allergy-ige',
    name: 'Alpha-Gal (Galactose-alpha-1,3-galactose) IgE',
    cpt: '86008',
    questCode: null,
    productType: 1,
    labCodes: 2,
    categorySlug: 'allergy',
    marketPriceCents: 9900,
    priceCents: 4900,
    searchPriority: 1,
    tags: ['allergy', 'alpha-gal', 'red meat', 'tick'],
    descriptionHtml:
      '<p>Measures IgE antibodies to alpha-gal, a sugar found in red meat (beef, pork, lamb) and some other mammalian products. Alpha-gal syndrome is usually triggered by tick bites, most often the lone star tick in the United States.</p>' +
      '<p>Reactions typically occur 2-6 hours after eating red meat, which makes the allergy easy to miss. Symptoms range from hives and stomach pain to anaphylaxis.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Alpha-gal IgE blood test (CPT 86008) for red meat allergy linked to tick bites.',
  },
  {
    slug: 'food-allergy-profile',
    name: 'Food Allergy Profile, IgE',
    cpt: '82785, 86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 29900,
    priceCents: 13900,
    searchPriority: 3,
    tags: ['allergy', 'food allergy', 'IgE'],
    descriptionHtml:
      '<p>A laboratory profile that measures total IgE and specific IgE antibodies to common food allergens, typically including peanut, tree nuts, egg white, milk, wheat, soybean, fish and shellfish.</p>' +
      '<p>It is a convenient first step when you have had symptoms such as hives, swelling, vomiting or wheezing after eating. Sensitization on a blood test does not always mean clinical allergy, so results are best reviewed with a clinician or allergist.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Food allergy IgE profile (CPT 82785, 86003): total IgE plus common food allergens.',
  },
  {
    slug: 'regional-allergy-profile',
    name: 'Regional Allergy Profile, IgE',
    cpt: '82785, 86003',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'allergy',
    marketPriceCents: 34900,
    priceCents: 15900,
    searchPriority: 3,
    tags: ['allergy', 'seasonal allergy', 'pollen', 'IgE'],
    descriptionHtml:
      '<p>A profile of total IgE and specific IgE to the trees, grasses, weeds, molds, pets and dust mites most common in your region of the United States. The laboratory selects the allergen set for your area.</p>' +
      '<p>This blood test helps identify the triggers behind hay fever, itchy eyes and allergic asthma, and is not affected by antihistamines.</p>',
    instructionsHtml: bloodNoFast('<p>You do not need to stop antihistamines before this blood test.</p>'),
    metaDescription: 'Regional allergy IgE profile (CPT 82785, 86003) for local pollens, molds, pets and dust mites.',
  },

  // -------------------------------------------------- Autoimmune & inflammation
  {
    slug: 'ana-screen-ifa-with-reflex-to-titer-and-pattern',
    name: 'ANA Screen, IFA, with Reflex to Titer and Pattern',
    cpt: '86038',
    questCode: '249',
    productType: 2,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 9900,
    priceCents: 3900,
    searchPriority: 4,
    tags: ['ANA', 'lupus', 'autoimmune'],
    extraTestsPriceCents: 4900,
    descriptionHtml:
      '<p>The antinuclear antibody (ANA) test detects autoantibodies that target the nucleus of your own cells. It uses indirect immunofluorescence (IFA) on HEp-2 cells, the method preferred by the American College of Rheumatology.</p>' +
      '<p>A positive ANA is found in almost all people with systemic lupus erythematosus and often in Sjogren syndrome, scleroderma and other autoimmune diseases. Low-level positive results are also common in healthy people, especially older adults, so results must be interpreted with symptoms.</p>' +
      '<h3>Reflex testing</h3><p>If the screen is positive, the laboratory automatically reports the titer (how much antibody) and the staining pattern. <strong>An additional fee applies only if the screen is positive.</strong></p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'ANA screen by IFA with reflex to titer and pattern (CPT 86038) for lupus and autoimmune disease.',
  },
  {
    slug: 'rheumatoid-factor',
    name: 'Rheumatoid Factor',
    cpt: '86431',
    questCode: '4418',
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['RF', 'rheumatoid arthritis', 'autoimmune'],
    descriptionHtml:
      '<p>Rheumatoid factor (RF) is an autoantibody found in about 70-80% of people with rheumatoid arthritis. The test helps evaluate joint pain, swelling and morning stiffness.</p>' +
      '<p>RF can also be positive in Sjogren syndrome, chronic infections such as hepatitis C, and in some healthy older adults. It is often ordered together with the anti-CCP antibody, which is more specific for rheumatoid arthritis.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Rheumatoid factor blood test (CPT 86431) to help evaluate rheumatoid arthritis.',
  },
  {
    slug: 'cyclic-citrullinated-peptide-antibody',
    name: 'Cyclic Citrullinated Peptide (CCP) Antibody, IgG',
    cpt: '86200',
    questCode: '11173',
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 11900,
    priceCents: 4900,
    searchPriority: 3,
    tags: ['CCP', 'rheumatoid arthritis', 'autoimmune'],
    descriptionHtml:
      '<p>Anti-CCP antibodies are highly specific for rheumatoid arthritis and can appear years before symptoms begin. A positive result strongly supports the diagnosis in someone with inflammatory joint symptoms.</p>' +
      '<p>Anti-CCP is usually ordered together with rheumatoid factor; having both positive is associated with a more aggressive course, which helps doctors decide on early treatment.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Anti-CCP IgG antibody test (CPT 86200), a specific marker for rheumatoid arthritis.',
  },
  {
    slug: 'sed-rate-esr',
    name: 'Sed Rate (ESR), Westergren',
    cpt: '85652',
    questCode: '809',
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 4900,
    priceCents: 1900,
    searchPriority: 3,
    tags: ['ESR', 'sed rate', 'inflammation'],
    descriptionHtml:
      '<p>The erythrocyte sedimentation rate (ESR) measures how quickly red blood cells settle in a tube over one hour. Inflammation raises proteins in the blood that make red cells settle faster.</p>' +
      '<p>ESR is a non-specific marker: it can be high with infections, autoimmune diseases such as rheumatoid arthritis or polymyalgia rheumatica, and some cancers. It is mainly useful to detect and follow inflammation over time, often together with C-reactive protein.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Erythrocyte sedimentation rate (ESR) blood test (CPT 85652), a general marker of inflammation.',
  },
  {
    slug: 'c-reactive-protein',
    name: 'C-Reactive Protein (CRP)',
    cpt: '86140',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 5900,
    priceCents: 2500,
    searchPriority: 3,
    tags: ['CRP', 'inflammation'],
    descriptionHtml:
      '<p>C-reactive protein is made by the liver and rises quickly, within hours, when there is inflammation or infection in the body. The standard CRP test is used to detect and monitor inflammatory conditions and infections.</p>' +
      '<p>For cardiovascular risk assessment a more sensitive version, high-sensitivity CRP (hs-CRP), is used instead.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'C-reactive protein (CRP) blood test (CPT 86140) to detect and monitor inflammation.',
  },
  {
    slug: 'celiac-ttg-iga',
    name: 'Celiac Disease Antibody, Tissue Transglutaminase (tTG) IgA',
    cpt: '86364',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 11900,
    priceCents: 4900,
    searchPriority: 3,
    tags: ['celiac', 'gluten', 'tTG'],
    descriptionHtml:
      '<p>The tissue transglutaminase IgA (tTG-IgA) antibody is the recommended first blood test for celiac disease, an autoimmune reaction to gluten that damages the small intestine.</p>' +
      '<p>Celiac disease can cause diarrhea, bloating, weight loss and iron deficiency, or only subtle symptoms such as fatigue. A positive result is usually followed by an intestinal biopsy to confirm the diagnosis.</p>' +
      '<p>People with IgA deficiency can have a falsely negative tTG-IgA, so a total IgA level is often checked at the same time.</p>',
    instructionsHtml: bloodNoFast(
      '<p><strong>Keep eating gluten</strong> (for example bread or pasta daily) for several weeks before testing. A gluten-free diet can make the test falsely negative.</p>',
    ),
    metaDescription: 'Celiac disease tTG-IgA antibody test (CPT 86364), the first-line blood test for celiac disease.',
  },
  {
    slug: 'immunoglobulin-a-total',
    name: 'Immunoglobulin A (IgA), Total',
    cpt: '82784',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 5900,
    priceCents: 2500,
    searchPriority: 1,
    tags: ['IgA', 'celiac', 'immunity'],
    descriptionHtml:
      '<p>Measures the total level of immunoglobulin A, the antibody that protects the lining of the airways and digestive tract.</p>' +
      '<p>Selective IgA deficiency is the most common primary immune deficiency and is more frequent in people with celiac disease. Because it can cause falsely negative IgA-based celiac tests, total IgA is commonly measured alongside tTG-IgA.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Total IgA blood test (CPT 82784), often ordered with celiac tTG-IgA to rule out IgA deficiency.',
  },
  {
    slug: 'dsdna-antibody',
    name: 'Double-Stranded DNA (dsDNA) Antibody',
    cpt: '86225',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 9900,
    priceCents: 4500,
    searchPriority: 1,
    tags: ['dsDNA', 'lupus', 'autoimmune'],
    descriptionHtml:
      '<p>Antibodies to double-stranded DNA are highly specific for systemic lupus erythematosus (SLE). The test is usually ordered after a positive ANA when lupus is suspected.</p>' +
      '<p>dsDNA antibody levels can rise during lupus flares and with kidney involvement, so the test is also used to monitor disease activity.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Anti-dsDNA antibody test (CPT 86225), a specific marker for systemic lupus erythematosus.',
  },
  {
    slug: 'complement-c3-c4',
    name: 'Complement Components C3 and C4',
    cpt: '86160, 86160',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 9900,
    priceCents: 4500,
    searchPriority: 1,
    tags: ['complement', 'lupus', 'C3', 'C4'],
    descriptionHtml:
      '<p>Measures complement proteins C3 and C4, part of the immune system that helps clear infections and immune complexes.</p>' +
      '<p>Low C3 and C4 levels can occur when complement is consumed during active lupus, some forms of kidney inflammation and certain infections. The test is used to evaluate and monitor autoimmune disease activity.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'Complement C3 and C4 blood test (CPT 86160) to evaluate and monitor lupus and immune disease.',
  },
  {
    slug: 'sjogren-antibodies-ss-a-ss-b',
    name: "Sjogren's Antibodies (SS-A and SS-B)",
    cpt: '86235, 86235',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 13900,
    priceCents: 5900,
    searchPriority: 1,
    tags: ['Sjogren', 'SSA', 'SSB', 'autoimmune'],
    descriptionHtml:
      "<p>Measures antibodies to the SS-A (Ro) and SS-B (La) antigens. These antibodies are found in many people with Sjogren's syndrome, which causes dry eyes and dry mouth, and in some people with lupus.</p>" +
      '<p>SS-A antibodies are also important before or during pregnancy because they can rarely affect the baby\'s heart rhythm.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: "SS-A (Ro) and SS-B (La) antibody test (CPT 86235) for Sjogren's syndrome and lupus.",
  },
  {
    slug: 'hla-b27',
    name: 'HLA-B27 Antigen',
    cpt: '86812',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'autoimmune-inflammation',
    marketPriceCents: 15900,
    priceCents: 7900,
    searchPriority: 1,
    tags: ['HLA-B27', 'ankylosing spondylitis', 'back pain'],
    descriptionHtml:
      '<p>Detects the HLA-B27 genetic marker on white blood cells. HLA-B27 is strongly associated with ankylosing spondylitis and other spondyloarthritis conditions that cause inflammatory back and joint pain.</p>' +
      '<p>Many people with HLA-B27 never develop disease, so a positive result supports, but does not make, the diagnosis. Because it is a genetic marker, the test only needs to be done once.</p>',
    instructionsHtml: bloodNoFast(),
    metaDescription: 'HLA-B27 blood test (CPT 86812) to help evaluate ankylosing spondylitis and inflammatory back pain.',
  },

  // ----------------------------------------------------------- Cancer screening
  {
    slug: 'psa-total-with-reflex-to-free-psa',
    name: 'PSA, Total, with Reflex to Free PSA',
    cpt: '84153',
    questCode: null,
    productType: 2,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 8900,
    priceCents: 3500,
    searchPriority: 3,
    tags: ['PSA', 'prostate', 'prostate cancer'],
    extraTestsPriceCents: 2900,
    descriptionHtml:
      '<p>Measures total prostate-specific antigen (PSA), a protein made by the prostate gland, as part of prostate cancer screening. PSA can also rise with an enlarged prostate, prostatitis, recent ejaculation or pressure on the prostate.</p>' +
      '<p>Guidelines recommend that men aged 55 to 69, and earlier for those at higher risk such as Black men or men with a family history, discuss the benefits and limits of PSA screening with their doctor.</p>' +
      '<h3>Reflex testing</h3><p>If total PSA falls in the borderline range where further information is helpful, the laboratory automatically measures free PSA and reports the percentage of free PSA; a lower percentage is associated with a higher chance of prostate cancer. <strong>An additional fee applies only if free PSA is performed.</strong></p>',
    instructionsHtml: bloodNoFast(
      '<ul><li>Avoid ejaculation for 48 hours before the test.</li><li>Avoid vigorous bicycle riding or other activity that puts pressure on the prostate for 48 hours.</li><li>Have blood drawn before, or several days after, a prostate exam or urinary procedure.</li></ul>',
    ),
    metaDescription: 'Total PSA with automatic reflex to free PSA (CPT 84153) for prostate cancer screening.',
  },
  {
    slug: 'cea',
    name: 'Carcinoembryonic Antigen (CEA)',
    cpt: '82378',
    questCode: '978',
    productType: 1,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 8900,
    priceCents: 3500,
    searchPriority: 2,
    tags: ['CEA', 'tumor marker', 'colon cancer'],
    descriptionHtml:
      '<p>CEA is a protein that can be raised in colorectal cancer and some other cancers, including pancreatic, stomach, lung and breast cancer.</p>' +
      '<p>CEA is <strong>not recommended for screening</strong> people without cancer, because it is often normal in early cancer and can be raised by smoking, inflammatory bowel disease and liver disease. Its main use is to follow treatment and watch for recurrence in people with a known cancer.</p>',
    instructionsHtml: bloodNoFast(BIOTIN),
    metaDescription: 'CEA tumor marker blood test (CPT 82378) used to monitor colorectal and other cancers.',
  },
  {
    slug: 'ca-125',
    name: 'Cancer Antigen 125 (CA-125)',
    cpt: '86304',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 12900,
    priceCents: 4900,
    searchPriority: 2,
    tags: ['CA-125', 'tumor marker', 'ovarian cancer'],
    descriptionHtml:
      '<p>CA-125 is a protein that is often raised in ovarian cancer. It is used to monitor treatment and detect recurrence, and together with imaging to evaluate a pelvic mass.</p>' +
      '<p>CA-125 can also be raised by endometriosis, fibroids, menstruation, pregnancy and pelvic inflammation. It is not recommended as a screening test for women at average risk.</p>',
    instructionsHtml: bloodNoFast(
      `<p>If possible, avoid testing during your menstrual period, which can raise CA-125.</p>${BIOTIN}`,
    ),
    metaDescription: 'CA-125 tumor marker blood test (CPT 86304) for monitoring ovarian cancer.',
  },
  {
    slug: 'afp-tumor-marker',
    name: 'Alpha-Fetoprotein (AFP), Tumor Marker',
    cpt: '82105',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 8900,
    priceCents: 3500,
    searchPriority: 1,
    tags: ['AFP', 'tumor marker', 'liver cancer'],
    descriptionHtml:
      '<p>Alpha-fetoprotein is a protein made by the developing fetus. In adults, raised levels can be a sign of liver cancer (hepatocellular carcinoma) or certain testicular and ovarian germ cell tumors.</p>' +
      '<p>AFP is used, often together with ultrasound, for surveillance of people with cirrhosis or chronic hepatitis B, and to monitor treatment. AFP can also rise with hepatitis and during pregnancy.</p>',
    instructionsHtml: bloodNoFast(BIOTIN),
    metaDescription: 'AFP tumor marker blood test (CPT 82105) for liver cancer surveillance and germ cell tumors.',
  },
  {
    slug: 'ca-19-9',
    name: 'Cancer Antigen 19-9 (CA 19-9)',
    cpt: '86301',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 12900,
    priceCents: 5500,
    searchPriority: 1,
    tags: ['CA 19-9', 'tumor marker', 'pancreatic cancer'],
    descriptionHtml:
      '<p>CA 19-9 is a tumor marker most often raised in pancreatic cancer and sometimes in bile duct, stomach and colon cancers. It is used to monitor response to treatment and recurrence.</p>' +
      '<p>It is not a screening test: benign conditions such as pancreatitis, gallstones and bile duct blockage can raise CA 19-9, and some people do not produce it at all.</p>',
    instructionsHtml: bloodNoFast(BIOTIN),
    metaDescription: 'CA 19-9 tumor marker blood test (CPT 86301) for monitoring pancreatic and GI cancers.',
  },
  {
    slug: 'ca-15-3',
    name: 'Cancer Antigen 15-3 (CA 15-3)',
    cpt: '86300',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 12900,
    priceCents: 5500,
    searchPriority: 1,
    tags: ['CA 15-3', 'tumor marker', 'breast cancer'],
    descriptionHtml:
      '<p>CA 15-3 is a tumor marker used mainly to monitor treatment of metastatic breast cancer. Rising levels can suggest progression.</p>' +
      '<p>CA 15-3 is not useful for screening or diagnosing early breast cancer; mammography remains the recommended screening test.</p>',
    instructionsHtml: bloodNoFast(BIOTIN),
    metaDescription: 'CA 15-3 tumor marker blood test (CPT 86300) for monitoring breast cancer treatment.',
  },
  {
    slug: 'fit-fecal-immunochemical-test',
    name: 'Fecal Immunochemical Test (FIT) for Colorectal Cancer Screening',
    cpt: '82274',
    questCode: null,
    productType: 1,
    labCodes: 3,
    categorySlug: 'cancer-screening',
    marketPriceCents: 6900,
    priceCents: 2900,
    searchPriority: 3,
    tags: ['FIT', 'colon cancer', 'colorectal', 'stool'],
    descriptionHtml:
      '<p>The fecal immunochemical test detects tiny amounts of human blood in the stool that can come from colorectal cancer or large polyps. Annual FIT is one of the screening options recommended for adults at average risk from age 45.</p>' +
      '<p>FIT is done at home with a simple kit and, unlike older stool tests, does not require changes to diet or medication. A positive result should be followed by a colonoscopy.</p>' +
      '<p>FIT is not appropriate if you have symptoms such as rectal bleeding or a strong family history; talk to your doctor about a colonoscopy instead.</p>',
    instructionsHtml:
      '<ul><li>Pick up the FIT kit at the patient service center and collect one stool sample at home following the kit instructions.</li><li>No special diet or medication changes are needed.</li><li>Do not collect the sample during a menstrual period or while you have bleeding hemorrhoids.</li><li>Return the sample as directed, within the time shown on the kit.</li></ul>' +
      REQ_ID,
    metaDescription: 'FIT stool test (CPT 82274), an at-home annual screening test for colorectal cancer.',
  },

  // ---------------------------------------------------------- Physician consult
  {
    slug: 'physician-consultation-lab-results',
    name: 'Physician Consultation: Lab Results Review (E-Visit)',
    cpt: '99421',
    questCode: null,
    productType: 16,
    labCodes: 3,
    categorySlug: 'physician-consult',
    marketPriceCents: 7900,
    priceCents: 3900,
    searchPriority: 2,
    tags: ['physician', 'consult', 'results review'],
    descriptionHtml:
      '<p>A secure online consultation with a licensed physician who reviews your lab results with you, explains what they mean and answers your questions.</p>' +
      '<p>The physician can recommend follow-up tests and advise whether you should see your own doctor or a specialist. This brief e-visit covers a focused review of one order.</p>' +
      '<p>A consultation does not replace your primary care provider or emergency care. If you have a medical emergency, call 911.</p>',
    instructionsHtml:
      '<ul><li>No lab visit is needed. After your results are released, you will be contacted to schedule the consultation.</li><li>Have your results, a list of your current medications and your questions ready.</li><li>Have your photo ID available to verify your identity at the start of the visit.</li></ul>',
    metaDescription: 'Online physician e-visit (CPT 99421) to review and explain your lab results.',
  },
  {
    slug: 'physician-consultation-extended',
    name: 'Physician Consultation: Extended Results Review (E-Visit)',
    cpt: '99422',
    questCode: null,
    productType: 16,
    labCodes: 3,
    categorySlug: 'physician-consult',
    marketPriceCents: 12900,
    priceCents: 6900,
    searchPriority: 1,
    tags: ['physician', 'consult', 'results review'],
    descriptionHtml:
      '<p>A longer online consultation with a licensed physician for a detailed review of several orders or a larger panel or package, including trends over time.</p>' +
      '<p>The physician will explain abnormal results, discuss lifestyle factors and recommend appropriate follow-up testing or referral to your own doctor.</p>' +
      '<p>A consultation does not replace your primary care provider or emergency care.</p>',
    instructionsHtml:
      '<ul><li>No lab visit is needed. You will be contacted to schedule after your results are released.</li><li>Have your results, medication list and any previous lab reports ready.</li><li>Have your photo ID available to verify your identity at the start of the visit.</li></ul>',
    metaDescription: 'Extended online physician e-visit (CPT 99422) for an in-depth review of your lab results.',
  },
];
