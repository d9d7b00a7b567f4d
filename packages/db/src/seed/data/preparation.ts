// Preparation phrases every product's instructions share, worded once so a
// patient reads the same advice on every test page.

const REQUISITION_AND_ID =
  'Bring your printed lab requisition and a valid government-issued photo ID to the patient service center.';

export const NO_PREP =
  'No special preparation is needed. You can eat, drink and take your usual medications as normal.';

export const BIOTIN_72H =
  'If you take biotin (vitamin B7) or a supplement that contains it, such as hair, skin and nail formulas or many multivitamins, stop it at least <strong>72 hours</strong> before your draw. High biotin intake can falsely raise or lower hormone and thyroid immunoassay results.';

const paragraph = (line: string): string => `<p>${line}</p>`;

/** Wraps preparation lines in paragraphs and appends the requisition and photo ID reminder. */
export const prep = (...lines: string[]): string => [...lines, REQUISITION_AND_ID].map(paragraph).join('');

export const REQUISITION_HTML = paragraph(REQUISITION_AND_ID);
export const BIOTIN_HTML = paragraph(BIOTIN_72H);
export const NO_FASTING_HTML =
  '<p><strong>No fasting is required.</strong> You may eat, drink water and take your usual medications unless your doctor has told you otherwise.</p>';
export const FIRST_CATCH_HTML =
  '<h3>Urine collection</h3><ul><li>Do not urinate for at least <strong>1 hour</strong> before your sample is collected.</li><li>Collect a <strong>first-catch</strong> sample: the first 20-30 mL of the urine stream, not a midstream sample.</li><li>Women should not cleanse the labial area before collecting the sample.</li></ul>';
