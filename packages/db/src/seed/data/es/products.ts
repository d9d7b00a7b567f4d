import type { SeedProductTranslation } from '../types';
import { BIOTIN_72H, BIOTIN_HTML, FIRST_CATCH_HTML, NO_FASTING_HTML, NO_PREP, REQUISITION_HTML, prep } from './preparation';

// Spanish texts of the 40 most searched products (issue 16) and a few related
// ones (relatedProducts below), keyed by the English product's slug. The 40:
// for each of the bench's popular search terms, the product a shopper
// searching it finds first (the term-to-product list is in
// translations.test.ts, which recomputes it with the shared search). Names
// keep the standard abbreviations shoppers search for (CBC, CMP, TSH, PSA,
// HIV, STD...); the instructions reuse the Spanish preparation phrases and
// keep the HTML structure of the English ones.

// Preparation lines of the English product files, in Spanish.
const FAST_9_12 =
  'Ayune de 9 a 12 horas antes de la extracción de sangre. Puede tomar agua natural; evite los alimentos, el café, los jugos, el chicle y el alcohol. Siga tomando los medicamentos recetados, salvo que su médico le indique otra cosa.';
const FAST_8 =
  'Ayune al menos 8 horas antes de la extracción de sangre (puede tomar agua natural). Una cita temprano por la mañana lo hace más fácil.';
const FAST_PREFERRED =
  'Se prefiere un ayuno de 8 a 12 horas (solo agua) para que su resultado de glucosa pueda leerse como un valor en ayunas. Si no ha ayunado, avísele al flebotomista.';
const THYROID_NO_PREP = 'No es necesario estar en ayunas. Puede comer y beber con normalidad.';
const THYROID_MEDS =
  'Si toma medicamentos para la tiroides, pregunte a su médico si debe hacerse la extracción antes de su dosis diaria; muchas personas se hacen la prueba antes de tomarla esa mañana.';
const NO_FASTING = 'No es necesario estar en ayunas.';
const FAST_OVERNIGHT =
  'Ayune durante la noche de 8 a 12 horas antes de la extracción de sangre (puede tomar agua natural). Siga tomando los medicamentos recetados, salvo que su médico le indique otra cosa.';
const MORNING_DRAW =
  'Programe la extracción de sangre por la mañana, idealmente antes de las 10 a.m., cuando los niveles son más altos y se aplican los rangos de referencia.';
const CYCLE_DAY_3 =
  'Si tiene ciclos menstruales y se hace la prueba para evaluar la fertilidad o el ciclo, hágase la extracción entre los días 2 y 5 de su ciclo (el día 1 es el primer día de sangrado abundante), salvo que su médico le indique otra cosa.';
const HORMONE_MEDS =
  'Siga tomando las hormonas recetadas según las indicaciones y anote la hora de su última dosis; los resultados son más fáciles de interpretar cuando cada prueba se hace en el mismo momento de su esquema de dosis.';
const SUPPLEMENT_24H =
  'Salvo que su médico le haya pedido medir el nivel mientras lo toma, deje de tomar los suplementos que contengan este nutriente durante las 24 horas previas a la prueba.';
const FAST_12 =
  '<p><strong>Ayune de 9 a 12 horas antes de la extracción de sangre.</strong> Puede y le conviene tomar agua; evite los alimentos, el café, los jugos, el chicle y el alcohol. Tome sus medicamentos habituales con agua, salvo que su médico le haya indicado otra cosa. Una cita temprano por la mañana facilita el ayuno.</p>';
const PANEL_CLEAN_CATCH =
  '<p>También dará una <strong>muestra de orina limpia del chorro medio</strong>; se prefiere la primera orina de la mañana, pero no es obligatoria.</p>';

const MORNING =
  '<p>Programe la extracción por la <strong>mañana, idealmente antes de las 10 a.m.</strong>, cuando los niveles de testosterona son más altos y se aplican los rangos de referencia.</p>';
const GLUTEN =
  '<p><strong>Siga comiendo gluten</strong> (por ejemplo, pan o pasta a diario) durante varias semanas antes de la prueba; una dieta sin gluten puede hacer que los anticuerpos de la enfermedad celíaca den un resultado falsamente negativo.</p>';
const ANTIHISTAMINES = '<p>No necesita suspender los antihistamínicos antes de un análisis de sangre de alergias.</p>';

const ul = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const bloodNoFast = (extra = ''): string => `${NO_FASTING_HTML}${extra}${REQUISITION_HTML}`;

const popularOneToTen: [string, SeedProductTranslation][] = [
  [
    'lipid-panel',
    {
      name: 'Panel de lípidos',
      descriptionHtml: `<p>El <strong>Panel de lípidos</strong> mide las grasas de su sangre que están relacionadas con el riesgo de enfermedades del corazón y de derrame cerebral:</p>
<ul><li><strong>Colesterol total</strong></li><li><strong>Colesterol LDL</strong> (calculado), a menudo llamado colesterol "malo"</li><li><strong>Colesterol HDL</strong>, a menudo llamado colesterol "bueno"</li><li><strong>Triglicéridos</strong></li><li><strong>Colesterol no HDL</strong> y la relación colesterol/HDL</li></ul>
<p>En general, se recomienda que los adultos se revisen el colesterol cada 4 a 6 años, y con más frecuencia si tienen factores de riesgo como diabetes, presión arterial alta, tabaquismo o antecedentes familiares de enfermedad cardíaca temprana. También se usa para ver qué tan bien funcionan la dieta, el ejercicio o los medicamentos para el colesterol.</p>
<p>Su proveedor de atención médica interpretará sus cifras junto con su riesgo cardiovascular general.</p>`,
      instructionsHtml: prep(FAST_9_12, 'Evite el alcohol y las comidas con mucha grasa durante las 24 horas previas a la prueba.'),
      metaDescription:
        'Panel de lípidos: colesterol total, LDL, HDL y triglicéridos para evaluar el riesgo de enfermedades del corazón. Pídalo en línea y ahorre.',
    },
  ],
  [
    'essential-health-package',
    {
      name: 'Paquete de salud esencial',
      descriptionHtml:
        '<p>Las pruebas básicas de un examen físico de rutina en un solo paquete económico.</p>' +
        ul([
          'Hemograma completo (CBC)',
          'Panel metabólico completo (CMP): azúcar en la sangre, función renal y hepática, electrolitos',
          'Panel de lípidos (colesterol y triglicéridos)',
          'Hemoglobina A1c',
          'TSH (tiroides)',
          'Análisis de orina completo',
        ]) +
        '<p>Una buena referencia anual para adultos sanos que quieren vigilar las afecciones más comunes: anemia, diabetes, colesterol alto, problemas de riñón e hígado y enfermedades de la tiroides.</p>',
      instructionsHtml: FAST_12 + PANEL_CLEAN_CATCH + REQUISITION_HTML,
      metaDescription: 'Paquete de salud esencial: CBC, CMP, panel de lípidos, A1c, TSH y análisis de orina para un chequeo anual.',
    },
  ],
  [
    'vitamin-d-25-hydroxy',
    {
      name: 'Vitamina D, 25-hidroxi',
      descriptionHtml: `<p>La prueba de <strong>vitamina D, 25-hidroxi</strong> es la mejor forma de conocer su nivel de vitamina D. La vitamina D ayuda a su cuerpo a absorber el calcio y contribuye a la salud de los huesos, los músculos y el sistema inmunitario.</p>
<p>Se pide cuando hay poca exposición al sol, piel más oscura, edad avanzada, osteoporosis, o afecciones o medicamentos que afectan la absorción, y para controlar los suplementos de vitamina D.</p>
<p>Muchos laboratorios consideran deficientes los niveles menores de 20 ng/mL e insuficientes los de 20 a 29 ng/mL; su proveedor de atención médica puede indicarle qué nivel es adecuado para usted y si necesita un suplemento.</p>`,
      instructionsHtml: prep(NO_PREP),
      metaDescription:
        'Prueba de sangre de vitamina D, 25-hidroxi, la forma estándar de conocer su nivel de vitamina D. No requiere ayuno.',
    },
  ],
  [
    'hemoglobin-a1c',
    {
      name: 'Hemoglobina A1c (HbA1c)',
      descriptionHtml: `<p>La prueba de <strong>hemoglobina A1c (HbA1c)</strong> muestra su promedio de azúcar en la sangre de los últimos 2 a 3 meses, midiendo cuánta glucosa está unida a la hemoglobina de los glóbulos rojos.</p>
<p>Se usa para detectar la prediabetes y la diabetes y para controlar la diabetes. La Asociación Americana de la Diabetes usa estos rangos:</p>
<ul><li>Menos de 5.7%: normal</li><li>De 5.7% a 6.4%: rango de prediabetes</li><li>6.5% o más: rango de diabetes (por lo general se confirma con una prueba repetida)</li></ul>
<p>La anemia, una pérdida de sangre o una transfusión reciente, el embarazo y algunas variantes de la hemoglobina pueden afectar el resultado. Hable de su resultado con su proveedor de atención médica.</p>`,
      instructionsHtml: prep('No es necesario estar en ayunas; la A1c refleja los últimos meses, no su última comida.'),
      metaDescription:
        'Prueba de hemoglobina A1c: su promedio de azúcar en la sangre de 2-3 meses para detectar prediabetes y diabetes. Sin ayuno.',
    },
  ],
  [
    'tsh',
    {
      name: 'TSH (hormona estimulante de la tiroides)',
      descriptionHtml: `<p>La <strong>hormona estimulante de la tiroides (TSH)</strong> la produce la glándula hipófisis e indica a la tiroides cuánta hormona debe producir. Es la prueba inicial más sensible de la función tiroidea.</p>
<p>Una TSH alta suele indicar que la tiroides es hipoactiva (hipotiroidismo), y una TSH baja suele indicar que es hiperactiva (hipertiroidismo). Se pide cuando hay síntomas como cansancio, cambios de peso, sensación de frío o calor, caída del cabello o latidos acelerados, y para controlar los medicamentos para la tiroides.</p>
<p>Una TSH anormal suele ir seguida de una prueba de T4 libre.</p>`,
      instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
      metaDescription:
        'Prueba de sangre de TSH, la mejor primera prueba de la función tiroidea, para detectar una tiroides hipoactiva o hiperactiva.',
    },
  ],
  [
    'tsh-with-reflex-to-free-t4',
    {
      name: 'TSH con reflejo a T4 libre',
      descriptionHtml: `<p>Esta prueba mide primero la <strong>TSH</strong>. Si su TSH está fuera del rango de referencia, el laboratorio agrega automáticamente una prueba de <strong>T4 libre</strong> en la misma muestra para ayudar a saber si la tiroides es hipoactiva o hiperactiva y qué tan importante es el cambio.</p>
<p>Es una forma económica de evaluar la función tiroidea sin una segunda visita.</p>
<p><strong>Cargo reflejo:</strong> la T4 libre solo se realiza cuando la TSH es anormal y tiene un cargo adicional cuando se agrega.</p>`,
      instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
      metaDescription:
        'TSH con T4 libre automática si la TSH es anormal: una evaluación eficiente de la tiroides con una sola extracción de sangre.',
    },
  ],
  [
    'testosterone-total',
    {
      name: 'Testosterona total',
      descriptionHtml: `<p>La prueba de <strong>testosterona total</strong> mide toda la testosterona de su sangre, incluida la parte unida a proteínas y la pequeña porción libre.</p>
<p>En los hombres, es la primera prueba ante síntomas que pueden sugerir testosterona baja, como poco deseo sexual, problemas de erección, cansancio, pérdida de masa muscular o menos vello corporal, y se usa para controlar la terapia con testosterona. En las mujeres, puede ayudar a evaluar períodos irregulares, acné o exceso de vello, como ocurre en el síndrome de ovario poliquístico (SOP).</p>
<p>La testosterona es más alta por la mañana y varía de un día a otro, por lo que un resultado bajo suele confirmarse con una segunda prueba por la mañana.</p>`,
      instructionsHtml: prep(MORNING_DRAW, NO_FASTING, HORMONE_MEDS, BIOTIN_72H),
      metaDescription:
        'Prueba de sangre de testosterona total para hombres y mujeres, para evaluar síntomas de testosterona baja o SOP, o controlar una terapia.',
    },
  ],
  [
    'cbc-with-differential',
    {
      name: 'Hemograma completo (CBC) con diferencial y plaquetas',
      descriptionHtml: `<p>El <strong>hemograma completo (CBC) con diferencial</strong> es uno de los análisis de sangre más comunes. Evalúa los tres tipos principales de células sanguíneas:</p>
<ul><li><strong>Glóbulos rojos:</strong> recuento, hemoglobina, hematocrito e índices (MCV, MCH, MCHC, RDW)</li><li><strong>Glóbulos blancos:</strong> recuento total y el diferencial (neutrófilos, linfocitos, monocitos, eosinófilos y basófilos)</li><li><strong>Plaquetas:</strong> recuento y tamaño</li></ul>
<p>Forma parte de los chequeos de rutina y se usa para buscar anemia, infecciones, inflamación, problemas de sangrado o de coagulación y los efectos de algunos medicamentos.</p>
<p>Es común que algunos resultados queden ligeramente fuera del rango de referencia y a menudo no tienen importancia; su proveedor de atención médica puede explicarle qué significan los suyos.</p>`,
      instructionsHtml: prep(NO_PREP),
      metaDescription:
        'Hemograma completo (CBC) con diferencial y plaquetas: glóbulos rojos, glóbulos blancos y plaquetas para detectar anemia, infecciones y más.',
    },
  ],
  [
    'comprehensive-metabolic-panel',
    {
      name: 'Panel metabólico completo (CMP)',
      descriptionHtml: `<p>El <strong>panel metabólico completo (CMP)</strong> es uno de los análisis de sangre que más se piden. Mide 14 sustancias que dan un panorama amplio de su metabolismo, de la función de los riñones y del hígado, y del equilibrio de líquidos y electrolitos.</p>
<ul><li><strong>Glucosa</strong> y <strong>calcio</strong></li><li><strong>Electrolitos:</strong> sodio, potasio, cloruro y dióxido de carbono (bicarbonato)</li><li><strong>Riñón:</strong> nitrógeno ureico en sangre (BUN), creatinina y una TFGe (eGFR) calculada</li><li><strong>Hígado y proteínas:</strong> albúmina, proteínas totales, fosfatasa alcalina, ALT, AST y bilirrubina</li></ul>
<p>Se pide como parte de un chequeo anual, para dar seguimiento a una afección crónica o para detectar efectos secundarios de medicamentos que pueden afectar el hígado o los riñones.</p>
<p>Los resultados fuera del rango de referencia pueden señalar problemas como azúcar alta en la sangre, deshidratación o sobrecarga de los riñones o del hígado, pero un solo valor anormal no es un diagnóstico. Revise sus resultados con su proveedor de atención médica.</p>`,
      instructionsHtml: prep(FAST_9_12),
      metaDescription:
        'Panel metabólico completo (CMP): 14 marcadores de glucosa, electrolitos y función renal y hepática. Pídalo en línea y ahorre.',
    },
  ],
  [
    'ferritin',
    {
      name: 'Ferritina',
      descriptionHtml: `<p>La <strong>ferritina</strong> es la proteína que almacena el hierro en su cuerpo, y la cantidad en su sangre refleja sus reservas de hierro.</p>
<p>Una ferritina baja es el signo más específico de deficiencia de hierro, que a menudo aparece antes de que se desarrolle la anemia. Se pide por cansancio, caída del cabello, períodos abundantes, embarazo, dietas basadas en plantas o donaciones de sangre frecuentes. La ferritina alta puede verse con sobrecarga de hierro (como la hemocromatosis), enfermedades del hígado e inflamación.</p>
<p>Como la ferritina aumenta con la inflamación y las infecciones, a menudo se interpreta junto con los resultados de hierro y TIBC.</p>`,
      instructionsHtml: prep(NO_FASTING, BIOTIN_72H),
      metaDescription:
        'Prueba de sangre de ferritina que mide sus reservas de hierro para detectar deficiencia o sobrecarga de hierro.',
    },
  ],
];

const popularElevenToTwenty: [string, SeedProductTranslation][] = [
  [
    'anemia-panel',
    {
      name: 'Panel de anemia',
      descriptionHtml:
        '<p>Busca la anemia y sus causas más comunes con una sola extracción de sangre.</p>' +
        ul([
          'Hemograma completo (CBC) con diferencial',
          'Ferritina (reservas de hierro)',
          'Hierro y capacidad total de fijación del hierro (TIBC)',
          'Vitamina B12',
          'Folato',
          'Recuento de reticulocitos (producción de glóbulos rojos nuevos)',
        ]) +
        '<p>La anemia puede causar cansancio, debilidad, falta de aire y palidez. La deficiencia de hierro es la causa más común, sobre todo en mujeres con períodos abundantes, pero la falta de B12 o de folato también puede ser la causa. Este panel ayuda a su médico a distinguir entre estas causas.</p>',
      instructionsHtml:
        '<p>No es necesario estar en ayunas, pero un ayuno durante la noche y una extracción por la mañana dan el resultado de hierro sérico más constante. No tome suplementos de hierro durante las 24 horas previas a la prueba, y evite la biotina durante 72 horas.</p>' +
        REQUISITION_HTML,
      metaDescription: 'Panel de anemia: CBC, ferritina, hierro/TIBC, B12, folato y reticulocitos para encontrar la causa del cansancio.',
    },
  ],
  [
    'vitamin-b12',
    {
      name: 'Vitamina B12',
      descriptionHtml: `<p>La prueba de <strong>vitamina B12</strong> mide la cobalamina en su sangre. La B12 es necesaria para producir glóbulos rojos, mantener los nervios y producir ADN.</p>
<p>La falta de B12 puede causar anemia, cansancio, entumecimiento u hormigueo, problemas de equilibrio y cambios en la memoria. Tienen mayor riesgo las personas que siguen una dieta vegana, los adultos mayores de 50 años, las personas con afecciones digestivas o cirugía para bajar de peso, y quienes toman metformina o medicamentos para reducir el ácido estomacal durante mucho tiempo.</p>
<p>Los resultados limítrofes suelen ir seguidos de una prueba de ácido metilmalónico o de homocisteína.</p>`,
      instructionsHtml: prep(
        'Se prefiere un ayuno durante la noche (8 horas, solo agua).',
        'Deje de tomar suplementos de B12 y multivitamínicos durante las 24 horas previas a la prueba, salvo que su médico quiera medir su nivel mientras los toma.',
        BIOTIN_72H,
      ),
      metaDescription:
        'Prueba de sangre de vitamina B12 para detectar una deficiencia que puede causar anemia, cansancio y síntomas en los nervios.',
    },
  ],
  [
    'psa-total',
    {
      name: 'PSA (antígeno prostático específico), total',
      descriptionHtml: `<p>El <strong>antígeno prostático específico (PSA)</strong> es una proteína producida por la glándula prostática. La prueba de PSA mide su nivel en la sangre.</p>
<p>El PSA se usa para la detección del cáncer de próstata y para dar seguimiento a los hombres que han recibido tratamiento por cáncer de próstata. Las guías recomiendan que los hombres, sobre todo los de 55 a 69 años, hablen con su proveedor de atención médica sobre los beneficios y las limitaciones de la detección con PSA; los hombres de raza negra y los que tienen antecedentes familiares pueden empezar esa conversación antes.</p>
<p>El PSA también puede aumentar por una próstata agrandada (HPB), prostatitis, una eyaculación reciente o andar mucho en bicicleta. Un PSA elevado no significa cáncer, y un PSA normal no lo descarta.</p>`,
      instructionsHtml: prep(
        NO_FASTING,
        'Evite la eyaculación y el ejercicio intenso, como andar en bicicleta, durante las 48 horas previas a la prueba. Si hace poco le hicieron un examen de próstata, una biopsia o un procedimiento urinario, pregunte a su médico cuánto tiempo debe esperar.',
        BIOTIN_72H,
      ),
      metaDescription:
        'Prueba de sangre de PSA para la detección y el seguimiento del cáncer de próstata. Hable de la detección con su proveedor de atención médica.',
    },
  ],
  [
    'estradiol',
    {
      name: 'Estradiol (E2)',
      descriptionHtml: `<p>El <strong>estradiol (E2)</strong> es la principal forma de estrógeno en las mujeres durante los años reproductivos. Lo producen sobre todo los ovarios y, en menor cantidad, los testículos y las glándulas suprarrenales.</p>
<p>Se usa para evaluar irregularidades menstruales, la fertilidad, la menopausia y la función de los ovarios, y para controlar la terapia hormonal. En los hombres, puede medirse ante un agrandamiento de las mamas o durante la terapia con testosterona.</p>
<p>Los niveles de estradiol cambian a lo largo del ciclo menstrual, por lo que el momento de la extracción importa al interpretar el resultado. Para niveles muy bajos, como en los hombres o después de la menopausia, la prueba de estradiol sensible por LC/MS/MS es más precisa.</p>`,
      instructionsHtml: prep(NO_FASTING, CYCLE_DAY_3, HORMONE_MEDS, BIOTIN_72H),
      metaDescription:
        'Prueba de sangre de estradiol (E2) para evaluar los ciclos menstruales, la fertilidad, la menopausia y la terapia hormonal.',
    },
  ],
  [
    'cortisol-am',
    {
      name: 'Cortisol, A.M. (matutino)',
      descriptionHtml: `<p>El <strong>cortisol</strong> es la principal hormona del estrés que producen las glándulas suprarrenales. Ayuda a regular el azúcar en la sangre, la presión arterial, el metabolismo y la respuesta inmunitaria, y normalmente alcanza su nivel más alto temprano por la mañana.</p>
<p>El nivel de cortisol por la mañana se usa para detectar la insuficiencia suprarrenal (muy poco cortisol) y como parte de la evaluación del exceso de cortisol (síndrome de Cushing), que por lo general requiere pruebas especializadas adicionales.</p>
<p>Los medicamentos esteroides, como la prednisona y los esteroides inhalados y tópicos, y las pastillas anticonceptivas o el estrógeno pueden afectar el resultado.</p>`,
      instructionsHtml: prep(
        'Hágase la extracción de sangre entre las 7 y las 9 a.m., y no después de las 10 a.m.',
        NO_FASTING,
        'Informe a su médico sobre cualquier medicamento esteroide (pastillas, inhaladores, cremas o inyecciones) antes de la prueba.',
        BIOTIN_72H,
      ),
      metaDescription:
        'Prueba de sangre de cortisol por la mañana para ayudar a evaluar la función suprarrenal y el equilibrio del cortisol.',
    },
  ],
  [
    'std-comprehensive-panel',
    {
      name: 'Panel completo de ETS (STD)',
      descriptionHtml:
        '<p>Nuestro panel de ETS más completo detecta diez infecciones en una sola visita, con una muestra de orina y una extracción de sangre.</p>' +
        ul([
          'Clamidia y gonorrea (NAA en orina)',
          'Tricomoniasis (NAA en orina)',
          'Antígeno y anticuerpos del VIH 1/2 (HIV), cuarta generación, con reflejos',
          'Sífilis RPR con reflejo a título y confirmación',
          'IgG específica de tipo del virus del herpes simple 1 y 2',
          'Antígeno de superficie de la hepatitis B con confirmación refleja',
          'Anticuerpos de la hepatitis C con reflejo a ARN del VHC (HCV RNA)',
        ]) +
        '<p>Este panel es una buena opción después de una pareja nueva, cuando una pareja ha dado positivo o para su tranquilidad. Varias pruebas incluyen pasos de confirmación automáticos que tienen un cargo adicional solo si un resultado de detección es positivo.</p>',
      instructionsHtml:
        '<p>Hágase la prueba al menos 2 semanas después de una posible exposición; las pruebas de anticuerpos (VIH, sífilis, herpes, hepatitis) pueden tener que repetirse de 6 a 12 semanas después de la exposición para descartar una infección reciente.</p>' +
        FIRST_CATCH_HTML +
        NO_FASTING_HTML +
        REQUISITION_HTML,
      metaDescription:
        'Panel completo de ETS: clamidia, gonorrea, tricomoniasis, VIH, sífilis, herpes 1/2 y hepatitis B y C.',
    },
  ],
  [
    'hiv-1-2-antigen-antibody-fourth-generation-with-reflexes',
    {
      name: 'Antígeno y anticuerpos del VIH 1/2 (HIV), cuarta generación, con reflejos',
      descriptionHtml:
        '<p>Esta prueba de detección de cuarta generación detecta tanto los anticuerpos contra el VIH-1 y el VIH-2 como el antígeno p24 del VIH-1. Como el antígeno p24 aparece antes que los anticuerpos, la prueba puede encontrar una infección antes que las pruebas antiguas que solo detectan anticuerpos. Sigue el algoritmo de pruebas de VIH recomendado por los CDC.</p>' +
        '<p>La mayoría de las infecciones se detecta entre 18 y 45 días después de la exposición; un resultado negativo 45 días o más después de su última posible exposición hace que la infección por VIH sea muy poco probable.</p>' +
        '<h3>Pruebas reflejas</h3><p>Si la prueba de detección es reactiva, el laboratorio realiza automáticamente una prueba de diferenciación de anticuerpos VIH-1/VIH-2 y, cuando es necesario, una prueba de ARN del VIH-1 para confirmar el resultado. <strong>Estas pruebas de confirmación tienen un cargo adicional</strong>, que solo se cobra si se realizan.</p>',
      instructionsHtml: bloodNoFast(
        '<p>Hacerse la prueba demasiado pronto después de una exposición puede no detectar una infección nueva. Si su exposición fue en las últimas 6 semanas, considere repetir la prueba más adelante.</p>',
      ),
      metaDescription:
        'Prueba de VIH 1/2 Ag/Ac de 4.ª generación con confirmación refleja (CPT 87389). Detección del VIH temprana, precisa y privada.',
    },
  ],
  [
    'std-basic-panel',
    {
      name: 'Panel básico de ETS (STD)',
      descriptionHtml:
        '<p>Nuestra prueba confidencial de ETS más solicitada cubre cuatro de las infecciones de transmisión sexual más comunes con una muestra de orina y una extracción de sangre.</p>' +
        ul([
          'Clamidia y gonorrea por amplificación de ácidos nucleicos (orina)',
          'Antígeno y anticuerpos del VIH 1/2 (HIV), cuarta generación, con reflejos',
          'Sífilis RPR con reflejo a título y anticuerpos de confirmación',
        ]) +
        '<p>Muchas ETS no causan síntomas, por lo que se recomienda hacerse pruebas con regularidad a cualquier persona con una pareja nueva o con varias parejas. Las pruebas de detección de VIH o sífilis positivas se confirman automáticamente; esas pruebas reflejas de confirmación tienen un cargo adicional solo si se realizan.</p>',
      instructionsHtml:
        '<p>Para obtener los resultados más confiables, hágase la prueba de clamidia y gonorrea al menos 2 semanas después de una posible exposición, y considere repetir las pruebas de VIH y sífilis 6 semanas o más después de la exposición.</p>' +
        FIRST_CATCH_HTML +
        NO_FASTING_HTML +
        REQUISITION_HTML,
      metaDescription:
        'Panel básico de ETS: pruebas de clamidia, gonorrea, VIH de 4.ª generación y sífilis en un solo pedido privado.',
    },
  ],
  [
    'glucose-fasting',
    {
      name: 'Glucosa en ayunas',
      descriptionHtml: `<p>La prueba de <strong>glucosa en ayunas</strong> mide la cantidad de azúcar en su sangre después de un ayuno durante la noche.</p>
<p>Es una prueba básica de detección de la diabetes y la prediabetes. Los rangos de uso común son menos de 100 mg/dL (normal), de 100 a 125 mg/dL (rango de prediabetes) y 126 mg/dL o más en dos pruebas distintas (rango de diabetes).</p>
<p>Las enfermedades, el estrés, algunos medicamentos como los esteroides y no ayunar el tiempo suficiente pueden elevar el resultado.</p>`,
      instructionsHtml: prep(FAST_8),
      metaDescription:
        'Prueba de glucosa en sangre en ayunas para detectar prediabetes y diabetes. Ayune 8 horas antes de la extracción.',
    },
  ],
  [
    'insulin-fasting',
    {
      name: 'Insulina en ayunas',
      descriptionHtml: `<p>La prueba de <strong>insulina en ayunas</strong> mide la insulina, la hormona que lleva el azúcar de la sangre a sus células.</p>
<p>Una insulina en ayunas alta con una glucosa normal puede ser una señal temprana de resistencia a la insulina, que a menudo precede a la prediabetes y a la diabetes tipo 2. Junto con una glucosa en ayunas, puede usarse para estimar la resistencia a la insulina (HOMA-IR).</p>
<p>El resultado no tiene valor en las personas que se inyectan insulina, porque la prueba también detecta la insulina inyectada.</p>`,
      instructionsHtml: prep(FAST_8, BIOTIN_72H),
      metaDescription:
        'Prueba de sangre de insulina en ayunas para buscar resistencia a la insulina, a menudo junto con la glucosa en ayunas (HOMA-IR).',
    },
  ],
];

const popularTwentyOneToThirty: [string, SeedProductTranslation][] = [
  [
    'magnesium',
    {
      name: 'Magnesio',
      descriptionHtml: `<p>La prueba de <strong>magnesio</strong> mide el magnesio en el suero de su sangre. El magnesio es necesario para el funcionamiento de los músculos y los nervios, el ritmo del corazón, el control del azúcar en la sangre y la salud de los huesos.</p>
<p>El magnesio bajo puede deberse a una ingesta insuficiente, el consumo de alcohol, la diarrea, la diabetes y medicamentos como los diuréticos y los reductores de ácido de uso prolongado (IBP); puede causar calambres musculares, debilidad o cambios en el ritmo del corazón. Los niveles altos son poco comunes y suelen estar relacionados con enfermedades de los riñones o con medicamentos que contienen magnesio.</p>`,
      instructionsHtml: prep(NO_FASTING, SUPPLEMENT_24H),
      metaDescription:
        'Prueba de magnesio en suero para detectar magnesio bajo o alto que afecte los músculos, los nervios y el ritmo del corazón.',
    },
  ],
  [
    'food-allergy-panel',
    {
      name: 'Panel de alergias alimentarias',
      descriptionHtml:
        '<p>Mide la IgE total y los anticuerpos IgE específicos contra cinco de los alérgenos alimentarios más comunes.</p>' +
        ul(['IgE total', 'Cacahuate (maní)', 'Clara de huevo', 'Leche de vaca', 'Trigo', 'Camarón']) +
        '<p>Es útil si ha tenido ronchas, hinchazón, vómitos o síntomas respiratorios después de comer. Un resultado positivo muestra sensibilización, que no siempre significa una alergia clínica; hable de los resultados con un profesional de la salud o un alergólogo antes de cambiar su dieta. Si alguna vez tuvo una reacción grave, busque atención de un alergólogo.</p>',
      instructionsHtml: NO_FASTING_HTML + ANTIHISTAMINES + REQUISITION_HTML,
      metaDescription: 'Panel de alergias alimentarias: IgE total más IgE contra cacahuate, huevo, leche, trigo y camarón.',
    },
  ],
  [
    'hepatitis-panel',
    {
      name: 'Panel de hepatitis A, B y C',
      descriptionHtml:
        '<p>Detecta la hepatitis viral y muestra su inmunidad a la hepatitis A y B con una sola extracción de sangre.</p>' +
        ul([
          'Anticuerpos totales de la hepatitis A (inmunidad o infección pasada)',
          'Antígeno de superficie de la hepatitis B con confirmación refleja (infección actual)',
          'Anticuerpos de superficie de la hepatitis B, cuantitativos (inmunidad)',
          'Anticuerpos core de la hepatitis B, totales (infección pasada o actual)',
          'Anticuerpos de la hepatitis C con reflejo a ARN del VHC (HCV RNA)',
        ]) +
        '<p>Los CDC recomiendan que todos los adultos se hagan pruebas de detección de hepatitis B y C al menos una vez. La combinación de marcadores de hepatitis B muestra si usted tiene la infección, si se ha recuperado o si está protegido por la vacuna. Las pruebas de confirmación reflejas tienen un cargo adicional solo si se realizan.</p>',
      instructionsHtml: NO_FASTING_HTML + REQUISITION_HTML,
      metaDescription:
        'Panel de hepatitis A, B y C: detección de la infección más inmunidad a la hepatitis A y B con una sola extracción.',
    },
  ],
  [
    'basic-metabolic-panel',
    {
      name: 'Panel metabólico básico (BMP)',
      descriptionHtml: `<p>El <strong>panel metabólico básico (BMP)</strong> mide ocho sustancias en su sangre: glucosa, calcio, sodio, potasio, cloruro, dióxido de carbono (bicarbonato), nitrógeno ureico en sangre (BUN) y creatinina, con una TFGe (eGFR) calculada.</p>
<p>Es una revisión rápida del azúcar en la sangre, del equilibrio de líquidos y electrolitos y de la función renal. Se usa a menudo para controlar a las personas que toman medicamentos para la presión arterial o diuréticos, que pueden alterar los niveles de potasio y sodio.</p>
<p>A diferencia del panel metabólico completo, el BMP no incluye pruebas del hígado ni niveles de proteínas.</p>`,
      instructionsHtml: prep(FAST_PREFERRED),
      metaDescription:
        'Panel metabólico básico (BMP): glucosa, electrolitos, calcio y función renal (BUN, creatinina, TFGe) en un análisis de sangre económico.',
    },
  ],
  [
    'urinalysis-complete',
    {
      name: 'Análisis de orina completo (urianálisis)',
      descriptionHtml: `<p>Un <strong>análisis de orina completo</strong> examina una muestra de orina de tres maneras: su aspecto físico (color, transparencia, densidad), un análisis químico con tira reactiva (pH, proteínas, glucosa, cetonas, sangre, bilirrubina, urobilinógeno, nitritos y esterasa leucocitaria) y un examen al microscopio en busca de células, cristales y cilindros.</p>
<p>Forma parte de muchos chequeos de rutina y se usa para detectar infecciones de las vías urinarias, problemas renales y signos de diabetes.</p>
<p>Hallazgos como proteínas, sangre o glóbulos blancos en la orina pueden tener muchas causas y quizá necesiten pruebas de seguimiento con su proveedor de atención médica.</p>`,
      instructionsHtml: prep(
        'Se prefiere la primera orina de la mañana, pero no es obligatoria. Dará una muestra limpia del chorro medio en el centro de servicio al paciente.',
        'Si es posible, evite hacerse la prueba durante la menstruación, que puede agregar sangre a la muestra.',
      ),
      metaDescription:
        'Análisis de orina completo con tira reactiva y examen al microscopio para detectar infecciones urinarias, problemas renales y glucosa en la orina.',
    },
  ],
  [
    'folate-serum',
    {
      name: 'Folato sérico',
      descriptionHtml: `<p>El <strong>folato</strong> (vitamina B9) actúa junto con la vitamina B12 para producir glóbulos rojos sanos y es especialmente importante antes del embarazo y al inicio de este para ayudar a prevenir los defectos del tubo neural.</p>
<p>La prueba de folato sérico detecta una deficiencia, que puede causar una anemia de glóbulos grandes (macrocítica). Por lo general se pide junto con la vitamina B12. Como el folato sérico refleja lo que se ha comido recientemente, una sola comida reciente puede elevarlo.</p>`,
      instructionsHtml: prep('Ayune 8 horas antes de la extracción (solo agua), porque una comida reciente puede elevar el folato sérico.', BIOTIN_72H),
      metaDescription:
        'Prueba de folato sérico (vitamina B9) para detectar una deficiencia; por lo general se pide junto con la vitamina B12.',
    },
  ],
  [
    'lyme-disease-antibody-with-reflex-to-blot',
    {
      name: 'Anticuerpos de la enfermedad de Lyme con reflejo a inmunoblot (IgG, IgM)',
      descriptionHtml:
        '<p>Detecta anticuerpos contra <em>Borrelia burgdorferi</em>, la bacteria transmitida por garrapatas que causa la enfermedad de Lyme. Los síntomas pueden incluir un sarpullido en forma de diana (ojo de buey), fiebre, cansancio, dolor de cabeza y dolor en las articulaciones; las etapas posteriores pueden afectar las articulaciones, el corazón y los nervios.</p>' +
        '<p>Es posible que los anticuerpos no se detecten en las primeras semanas después de una picadura de garrapata, por lo que un resultado negativo temprano no descarta la enfermedad de Lyme. Un sarpullido típico por lo general se diagnostica y se trata sin pruebas.</p>' +
        '<h3>Pruebas reflejas</h3><p>Si la prueba de detección es positiva o dudosa, se realizan automáticamente inmunoblots de IgG e IgM para confirmar el resultado, como recomiendan los CDC. <strong>Solo se aplica un cargo adicional cuando se realiza el inmunoblot.</strong></p>',
      instructionsHtml: bloodNoFast(),
      metaDescription:
        'Prueba de anticuerpos de la enfermedad de Lyme con reflejo a inmunoblot IgG/IgM (CPT 86618). Prueba de infección transmitida por garrapatas.',
    },
  ],
  [
    'covid-19-antibody-igg',
    {
      name: 'Anticuerpos de COVID-19 (IgG), respuesta inmunitaria',
      descriptionHtml:
        '<p>Este análisis de sangre detecta anticuerpos IgG contra el SARS-CoV-2, el virus que causa la COVID-19. Los anticuerpos IgG suelen poder detectarse de 1 a 3 semanas después de la infección y pueden mostrar que su sistema inmunitario respondió a una infección pasada o, según la proteína viral que detecte el ensayo, a la vacunación.</p>' +
        '<p>Una prueba de anticuerpos <strong>no puede diagnosticar una infección actual</strong>. Si tiene síntomas o una exposición reciente, una prueba viral (PCR) es la opción adecuada. Un resultado de anticuerpos positivo no garantiza protección contra una nueva infección.</p>' +
        '<p>Antes de hacer el pedido, responderá un breve cuestionario de elegibilidad. Se aplica un <strong>cargo de $10 por supervisión médica</strong> a los pedidos que incluyen esta prueba.</p>',
      instructionsHtml: bloodNoFast(
        '<p>No acuda al centro de servicio al paciente si en este momento tiene fiebre o síntomas de COVID-19, o si está dentro de su período de aislamiento. Use mascarilla si el centro lo exige.</p>',
      ),
      metaDescription:
        'Prueba de sangre de anticuerpos IgG de COVID-19 (CPT 86769) para conocer su respuesta inmunitaria al SARS-CoV-2.',
    },
  ],
  [
    'celiac-disease-panel',
    {
      name: 'Panel de enfermedad celíaca',
      descriptionHtml:
        '<p>Los análisis de sangre recomendados para detectar la enfermedad celíaca.</p>' +
        ul(['Anticuerpos IgA contra la transglutaminasa tisular (tTG)', 'Inmunoglobulina A (IgA) total']) +
        '<p>Se mide la IgA total porque las personas con deficiencia de IgA, que es más común en la enfermedad celíaca, pueden tener un resultado de tTG-IgA falsamente negativo. Considere hacerse la prueba si tiene síntomas digestivos persistentes, deficiencia de hierro o un familiar cercano con enfermedad celíaca.</p>',
      instructionsHtml: GLUTEN + NO_FASTING_HTML + REQUISITION_HTML,
      metaDescription: 'Panel de enfermedad celíaca: anticuerpos tTG-IgA con IgA total.',
    },
  ],
  [
    'progesterone',
    {
      name: 'Progesterona',
      descriptionHtml: `<p>La <strong>progesterona</strong> la producen los ovarios después de la ovulación y prepara el revestimiento del útero para el embarazo. Se mantiene alta al inicio del embarazo.</p>
<p>Un nivel de progesterona medido en la segunda mitad del ciclo se usa con frecuencia para comprobar si hubo ovulación. También se usa en los tratamientos de fertilidad, al inicio del embarazo y para controlar la terapia con progesterona.</p>`,
      instructionsHtml: prep(
        NO_FASTING,
        'Para confirmar la ovulación, hágase la extracción de sangre unos 7 días antes de su próximo período esperado (alrededor del día 21 de un ciclo de 28 días), salvo que su médico le indique otro día.',
        BIOTIN_72H,
      ),
      metaDescription:
        'Prueba de sangre de progesterona para confirmar la ovulación, apoyar el tratamiento de fertilidad y controlar el inicio del embarazo o una terapia.',
    },
  ],
];

const popularThirtyOneToForty: [string, SeedProductTranslation][] = [
  [
    'hs-crp',
    {
      name: 'hs-CRP (proteína C reactiva de alta sensibilidad)',
      descriptionHtml: `<p>La <strong>proteína C reactiva de alta sensibilidad (hs-CRP)</strong> mide niveles bajos de CRP, una proteína que produce el hígado en respuesta a la inflamación. La inflamación de bajo grado en los vasos sanguíneos contribuye a la aterosclerosis.</p>
<p>Para evaluar el riesgo cardíaco, los resultados suelen agruparse en riesgo bajo (menos de 1 mg/L), riesgo promedio (de 1 a 3 mg/L) y riesgo alto (más de 3 mg/L). Un valor mayor de 10 mg/L suele reflejar una infección, una lesión u otra inflamación, y normalmente se repite cuando usted esté bien.</p>
<p>La hs-CRP se usa junto con el colesterol y otros factores de riesgo, no por sí sola.</p>`,
      instructionsHtml: prep(
        NO_PREP,
        'Cambie la fecha de su cita si tiene un resfriado, gripe, una infección o una lesión reciente, ya que pueden elevar temporalmente la CRP.',
      ),
      metaDescription:
        'Prueba de sangre de hs-CRP (CRP cardíaca) para medir la inflamación de bajo grado asociada al riesgo de enfermedades del corazón.',
    },
  ],
  [
    'homocysteine',
    {
      name: 'Homocisteína',
      descriptionHtml: `<p>La <strong>homocisteína</strong> es un aminoácido que se produce cuando el cuerpo descompone las proteínas. Las vitaminas B6, B12 y el folato son necesarios para mantenerla bajo control.</p>
<p>Una homocisteína elevada puede ser señal de deficiencia de vitamina B12 o de folato, de una función renal reducida o de una afección hereditaria, y se asocia con un mayor riesgo de enfermedades del corazón, derrame cerebral y coágulos de sangre.</p>
<p>Su proveedor de atención médica puede usar el resultado junto con los niveles de B12 y folato para decidir los próximos pasos.</p>`,
      instructionsHtml: prep('Se prefiere un ayuno durante la noche (de 8 a 12 horas, solo agua).'),
      metaDescription:
        'Prueba de sangre de homocisteína, relacionada con los niveles de B12 y folato y con el riesgo de enfermedades del corazón y derrame cerebral.',
    },
  ],
  [
    'uric-acid',
    {
      name: 'Ácido úrico',
      descriptionHtml: `<p>La prueba de <strong>ácido úrico</strong> mide la cantidad de ácido úrico en su sangre. El ácido úrico se forma cuando el cuerpo descompone las purinas, que se encuentran en sus células y en alimentos como la carne roja, las vísceras, algunos mariscos, la cerveza y las bebidas azucaradas.</p>
<p>Los niveles altos pueden provocar cristales en las articulaciones (gota) o cálculos renales. La prueba se usa para ayudar a evaluar el dolor en las articulaciones, para controlar a las personas que toman medicamentos para bajar el ácido úrico y durante algunos tratamientos contra el cáncer.</p>
<p>Un resultado alto no siempre significa gota, y se puede tener un ataque de gota con un nivel normal, por lo que los resultados se interpretan junto con los síntomas.</p>`,
      instructionsHtml: prep(NO_PREP, 'Evite beber mucho alcohol y las comidas muy ricas en purinas el día anterior a la prueba.'),
      metaDescription:
        'Prueba de sangre de ácido úrico para ayudar a evaluar la gota, el dolor en las articulaciones y el riesgo de cálculos renales, o controlar el tratamiento para bajarlo.',
    },
  ],
  [
    'advanced-lipid-panel-lpa-apob',
    {
      name: 'Panel de lípidos avanzado con Lp(a) y ApoB',
      descriptionHtml:
        '<p>Un panel de colesterol y lípidos más dos marcadores avanzados que aportan información que una prueba de lípidos estándar puede pasar por alto.</p>' +
        ul([
          '<strong>Panel de lípidos</strong>: colesterol total, colesterol LDL, colesterol HDL y triglicéridos',
          '<strong>Apolipoproteína B (ApoB)</strong>: cuenta las partículas aterogénicas que llevan el colesterol a las paredes de las arterias',
          '<strong>Lipoproteína(a)</strong>: una partícula hereditaria que aumenta el riesgo de ataque al corazón y de derrame cerebral incluso cuando el LDL es normal',
        ]) +
        '<p>La ApoB puede revelar un riesgo mayor en personas con LDL normal pero triglicéridos altos, diabetes o síndrome metabólico. La lipoproteína(a) depende principalmente de sus genes, por lo que muchas guías recomiendan medirla al menos una vez en la edad adulta.</p>',
      instructionsHtml:
        FAST_12 + '<p>Evite el alcohol durante las 24 horas previas a la prueba; puede elevar los triglicéridos.</p>' + REQUISITION_HTML,
      metaDescription: 'Panel de lípidos avanzado: colesterol, LDL, HDL y triglicéridos más ApoB y lipoproteína(a).',
    },
  ],
  [
    'vitamin-mineral-panel',
    {
      name: 'Panel de vitaminas y minerales',
      descriptionHtml:
        '<p>Revisa los nutrientes que con más frecuencia están bajos en los adultos.</p>' +
        ul(['Vitamina D, 25-hidroxi', 'Vitamina B12', 'Folato', 'Ferritina (reservas de hierro)', 'Magnesio']) +
        '<p>Las deficiencias pueden causar cansancio, debilidad, entumecimiento, falta de concentración, caída del cabello y pérdida de masa ósea. Son más comunes con las dietas vegetarianas o veganas, la poca exposición al sol, las afecciones digestivas, la edad avanzada y medicamentos como la metformina o los reductores de ácido.</p>',
      instructionsHtml:
        '<p>No es necesario estar en ayunas. No tome suplementos de vitamina B12, ácido fólico ni hierro la mañana de la prueba, y suspenda la biotina durante las 72 horas previas.</p>' +
        REQUISITION_HTML,
      metaDescription: 'Panel de vitaminas y minerales: vitamina D, B12, folato, ferritina y magnesio.',
    },
  ],
  [
    'comprehensive-health-package',
    {
      name: 'Paquete de salud integral',
      descriptionHtml:
        '<p>Nuestro paquete de bienestar más completo, que combina las pruebas esenciales de un chequeo con marcadores de tiroides, vitaminas, hierro e inflamación.</p>' +
        ul([
          'Hemograma completo (CBC) y panel metabólico completo',
          'Panel de lípidos y CRP de alta sensibilidad',
          'Hemoglobina A1c',
          'TSH y T4 libre',
          'Vitamina D, vitamina B12 y ferritina',
          'Ácido úrico',
          'Análisis de orina completo',
        ]) +
        '<p>Ideal para una revisión anual a fondo o cuando tiene síntomas generales, como cansancio, y quiere un primer panorama amplio. Comparta los resultados con su médico para planear cualquier seguimiento.</p>',
      instructionsHtml:
        FAST_12 + PANEL_CLEAN_CATCH + '<p>Suspenda los suplementos de biotina 72 horas antes de la extracción.</p>' + REQUISITION_HTML,
      metaDescription:
        'Paquete de salud integral: 12 pruebas, entre ellas CBC, CMP, lípidos, A1c, tiroides, vitaminas y hs-CRP.',
    },
  ],
  [
    'diabetes-panel',
    {
      name: 'Panel de diabetes',
      descriptionHtml:
        '<p>Detecta la prediabetes y la diabetes y examina la resistencia a la insulina y los cambios de colesterol que suelen acompañarlas.</p>' +
        ul([
          'Hemoglobina A1c, su promedio de azúcar en la sangre de los últimos 2-3 meses',
          'Glucosa en ayunas',
          'Insulina en ayunas, que junto con la glucosa ayuda a estimar la resistencia a la insulina',
          'Panel de lípidos',
        ]) +
        '<p>La Asociación Americana de la Diabetes recomienda hacer pruebas de detección a todos los adultos a partir de los 35 años, y antes a las personas con sobrepeso que tienen otros factores de riesgo. Este panel también es útil para controlar una diabetes ya diagnosticada.</p>',
      instructionsHtml:
        FAST_12 +
        '<p>Si usa insulina o medicamentos para la diabetes, pregunte a su médico qué hacer con su dosis mientras está en ayunas.</p>' +
        REQUISITION_HTML,
      metaDescription:
        'Panel de diabetes: hemoglobina A1c, glucosa en ayunas, insulina y panel de lípidos para la salud del azúcar en la sangre.',
    },
  ],
  [
    'hemoglobin',
    {
      name: 'Hemoglobina',
      descriptionHtml: `<p>La <strong>hemoglobina</strong> es la proteína con hierro de los glóbulos rojos que lleva el oxígeno de los pulmones al resto del cuerpo.</p>
<p>Una hemoglobina baja indica anemia, que puede causar cansancio, debilidad y falta de aire y tiene muchas causas posibles, como la deficiencia de hierro y la pérdida de sangre. Una hemoglobina alta puede verse con la deshidratación, el tabaquismo, vivir a gran altitud o la terapia con testosterona.</p>`,
      instructionsHtml: prep(NO_PREP),
      metaDescription: 'Prueba de sangre de hemoglobina, una revisión rápida de anemia o de un nivel alto de glóbulos rojos.',
    },
  ],
  [
    'zinc',
    {
      name: 'Zinc, plasma o suero',
      descriptionHtml: `<p>El <strong>zinc</strong> es un oligoelemento que participa en la función inmunitaria, la cicatrización de heridas, el gusto y el olfato, la salud de la piel y el crecimiento.</p>
<p>La prueba se usa para detectar una deficiencia, que puede presentarse con una mala alimentación, afecciones digestivas, cirugía para bajar de peso, consumo de alcohol o enfermedad renal, y para controlar la suplementación. El exceso de zinc por suplementos puede bajar los niveles de cobre.</p>`,
      instructionsHtml: prep(FAST_OVERNIGHT, SUPPLEMENT_24H),
      metaDescription:
        'Prueba de sangre de zinc para detectar una deficiencia o controlar suplementos que afectan la inmunidad, la cicatrización y el gusto.',
    },
  ],
  [
    'copper',
    {
      name: 'Cobre sérico',
      descriptionHtml: `<p>El <strong>cobre</strong> es un oligoelemento necesario para el metabolismo del hierro, la función de los nervios, el tejido conectivo y la producción de energía.</p>
<p>El cobre bajo puede presentarse después de una cirugía para bajar de peso, con problemas de absorción o con suplementos de zinc en dosis altas, y puede causar anemia, glóbulos blancos bajos o problemas en los nervios. El cobre también se usa junto con la ceruloplasmina para ayudar a evaluar la enfermedad de Wilson, un trastorno hereditario poco común de acumulación de cobre.</p>`,
      instructionsHtml: prep(NO_FASTING, SUPPLEMENT_24H),
      metaDescription: 'Prueba de cobre sérico para detectar una deficiencia de cobre o ayudar a evaluar una acumulación de cobre.',
    },
  ],
];

// Beyond the 40: the two packages the Men's and Women's Health category
// descriptions name, and the next matches of the most searched terms
// (thyroid, iron, cbc), so those result lists read in Spanish too.
const relatedProducts: [string, SeedProductTranslation][] = [
  [
    'mens-health-package',
    {
      name: 'Paquete de salud del hombre',
      descriptionHtml:
        '<p>Un chequeo anual pensado en torno a los problemas de salud más relevantes para los hombres.</p>' +
        ul([
          'Hemograma completo (CBC) y panel metabólico completo',
          'Panel de lípidos y hemoglobina A1c',
          'Testosterona, total y libre',
          'PSA, total',
          'TSH',
          'Vitamina D',
        ]) +
        '<p>Cubre el riesgo cardíaco y metabólico, los niveles hormonales y la salud de la próstata en una sola visita. Es mejor hablar con su médico sobre la decisión de hacerse la prueba de detección con PSA, sobre todo entre los 55 y los 69 años.</p>',
      instructionsHtml:
        FAST_12 +
        MORNING +
        '<p>Evite la eyaculación y andar mucho en bicicleta durante las 48 horas previas a la prueba de PSA, y suspenda los suplementos de biotina 72 horas antes de la extracción.</p>' +
        REQUISITION_HTML,
      metaDescription:
        'Paquete de salud del hombre: CBC, CMP, lípidos, A1c, testosterona total y libre, PSA, TSH y vitamina D.',
    },
  ],
  [
    'womens-health-package',
    {
      name: 'Paquete de salud de la mujer',
      descriptionHtml:
        '<p>Un chequeo anual centrado en las afecciones que con más frecuencia afectan a las mujeres.</p>' +
        ul([
          'Hemograma completo (CBC) y panel metabólico completo',
          'Panel de lípidos y hemoglobina A1c',
          'TSH y T4 libre',
          'Ferritina, hierro y TIBC',
          'Vitamina D',
          'Estradiol',
        ]) +
        '<p>Las enfermedades de la tiroides y la deficiencia de hierro son mucho más comunes en las mujeres y pueden causar cansancio, caída del cabello y desánimo. Este paquete busca ambas, junto con los factores de riesgo cardíaco y metabólico.</p>',
      instructionsHtml:
        FAST_12 +
        '<p>Si todavía tiene períodos, anote el primer día de su último período. No tome suplementos de hierro durante las 24 horas previas a la prueba, y suspenda la biotina 72 horas antes.</p>' +
        REQUISITION_HTML,
      metaDescription:
        'Paquete de salud de la mujer: CBC, CMP, lípidos, A1c, tiroides, estudios de hierro, vitamina D y estradiol.',
    },
  ],
  [
    'thyroid-panel',
    {
      name: 'Panel de tiroides (TSH, T4 libre, T3 libre)',
      descriptionHtml:
        '<p>Un panorama completo de la función tiroidea con una sola extracción de sangre.</p>' +
        ul([
          '<strong>TSH</strong>, la señal de la hipófisis que regula la tiroides y la prueba inicial más sensible',
          '<strong>T4 libre</strong>, la principal hormona que produce la tiroides',
          '<strong>T3 libre</strong>, la forma activa de la hormona tiroidea',
        ]) +
        '<p>Juntas, estas pruebas ayudan a detectar una tiroides hipoactiva (hipotiroidismo), que puede causar cansancio, aumento de peso y sensación de frío, o una tiroides hiperactiva (hipertiroidismo), que puede causar pérdida de peso, ansiedad y latidos rápidos. También se usan para ajustar los medicamentos para la tiroides.</p>',
      instructionsHtml:
        NO_FASTING_HTML +
        '<p>Si toma medicamentos para la tiroides, hágase la extracción antes de su dosis diaria, salvo que su médico le indique otra cosa.</p>' +
        BIOTIN_HTML +
        REQUISITION_HTML,
      metaDescription: 'Panel de tiroides con TSH, T4 libre y T3 libre para detectar hipotiroidismo o hipertiroidismo.',
    },
  ],
  [
    'free-t4',
    {
      name: 'T4 libre (tiroxina libre)',
      descriptionHtml: `<p>La prueba de <strong>T4 libre</strong> mide la tiroxina que no está unida a proteínas y que está disponible para los tejidos del cuerpo. La T4 es la principal hormona que produce la glándula tiroides.</p>
<p>Por lo general se pide junto con la TSH o después de ella. Una TSH alta con una T4 libre baja sugiere hipotiroidismo, mientras que una TSH baja con una T4 libre alta sugiere hipertiroidismo. También se usa para ajustar el reemplazo de hormona tiroidea.</p>`,
      instructionsHtml: prep(THYROID_NO_PREP, THYROID_MEDS, BIOTIN_72H),
      metaDescription:
        'Prueba de sangre de T4 libre (tiroxina libre), que se usa con la TSH para evaluar la función tiroidea y ajustar los medicamentos para la tiroides.',
    },
  ],
  [
    'iron-and-tibc',
    {
      name: 'Hierro y capacidad total de fijación del hierro (TIBC)',
      descriptionHtml: `<p>Esta prueba mide el <strong>hierro sérico</strong> y la <strong>capacidad total de fijación del hierro (TIBC)</strong>, y calcula la <strong>saturación de transferrina</strong>, el porcentaje de la capacidad de transporte de hierro que está en uso.</p>
<p>Junto con la ferritina, estos resultados ayudan a identificar la deficiencia de hierro, la sobrecarga de hierro, como la hemocromatosis hereditaria, y la anemia relacionada con enfermedades crónicas. Un hierro bajo con una TIBC alta es típico de la deficiencia de hierro; una saturación alta puede sugerir sobrecarga de hierro.</p>`,
      instructionsHtml: prep(
        'Se prefiere una extracción por la mañana después de un ayuno durante la noche (de 8 a 12 horas, solo agua), porque los niveles de hierro varían a lo largo del día y aumentan después de las comidas.',
        'No tome suplementos de hierro ni multivitamínicos con hierro durante las 24 horas previas a la prueba.',
      ),
      metaDescription:
        'Prueba de sangre de hierro y TIBC con saturación de transferrina para evaluar la deficiencia y la sobrecarga de hierro.',
    },
  ],
  [
    'cbc-without-differential',
    {
      name: 'Hemograma completo (CBC) sin diferencial',
      descriptionHtml: `<p>El <strong>hemograma completo (CBC) sin diferencial</strong> mide el recuento de glóbulos rojos, la hemoglobina, el hematocrito, los índices de glóbulos rojos, el recuento total de glóbulos blancos y el recuento de plaquetas.</p>
<p>Es una revisión rápida de anemia y de recuentos anormales de glóbulos blancos o de plaquetas. No separa los glóbulos blancos por tipo; elija el CBC con diferencial si necesita ese detalle.</p>`,
      instructionsHtml: prep(NO_PREP),
      metaDescription:
        'CBC sin diferencial: recuentos de glóbulos rojos, hemoglobina, hematocrito, glóbulos blancos y plaquetas.',
    },
  ],
];

/** The Spanish texts of the most searched products, keyed by the English product's slug. */
export const PRODUCTS_ES: ReadonlyMap<string, SeedProductTranslation> = new Map([...popularOneToTen, ...popularElevenToTwenty, ...popularTwentyOneToThirty, ...popularThirtyOneToForty, ...relatedProducts]);
