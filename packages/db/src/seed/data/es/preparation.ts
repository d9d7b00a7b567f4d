// The Spanish preparation phrases (issue 16): the same advice as
// `../preparation.ts`, worded once so a patient reads it alike on every
// Spanish test page. Same export names and `prep()` shape as the English.

const REQUISITION_AND_ID =
  'Lleve su orden de laboratorio impresa y una identificación oficial vigente con foto al centro de servicio al paciente.';

export const NO_PREP =
  'No se necesita ninguna preparación especial. Puede comer, beber y tomar sus medicamentos habituales con normalidad.';

export const BIOTIN_72H =
  'Si toma biotina (vitamina B7) o un suplemento que la contenga, como las fórmulas para cabello, piel y uñas o muchos multivitamínicos, suspéndala al menos <strong>72 horas</strong> antes de la toma de muestra. Una dosis alta de biotina puede elevar o disminuir falsamente los resultados de los inmunoensayos de hormonas y de tiroides.';

const paragraph = (line: string): string => `<p>${line}</p>`;

/** Wraps preparation lines in paragraphs and appends the requisition and photo ID reminder. */
export const prep = (...lines: string[]): string => [...lines, REQUISITION_AND_ID].map(paragraph).join('');

export const REQUISITION_HTML = paragraph(REQUISITION_AND_ID);
export const BIOTIN_HTML = paragraph(BIOTIN_72H);
export const NO_FASTING_HTML =
  '<p><strong>No es necesario estar en ayunas.</strong> Puede comer, beber agua y tomar sus medicamentos habituales, salvo que su médico le haya indicado otra cosa.</p>';
export const FIRST_CATCH_HTML =
  '<h3>Recolección de orina</h3><ul><li>No orine durante al menos <strong>1 hora</strong> antes de que se tome su muestra.</li><li>Recoja una muestra del <strong>primer chorro</strong>: los primeros 20-30 mL del chorro de orina, no una muestra del chorro medio.</li><li>Las mujeres no deben limpiarse el área de los labios vaginales antes de recoger la muestra.</li></ul>';
