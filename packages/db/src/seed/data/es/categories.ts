import type { SeedCategoryTranslation } from '../types';

// Spanish names and descriptions of every catalogue category (issue 16),
// keyed by the English category's slug; plain text, as the English.
export const CATEGORIES_ES: ReadonlyMap<string, SeedCategoryTranslation> = new Map([
  [
    'general-health',
    {
      name: 'Salud general',
      description:
        'Análisis de sangre y orina de rutina que ofrecen un panorama amplio de su salud, como el hemograma completo y el panel metabólico. Un buen punto de partida para un chequeo anual.',
    },
  ],
  [
    'heart-health',
    {
      name: 'Salud del corazón',
      description:
        'Marcadores de colesterol, lípidos e inflamación que les ayudan a usted y a su médico a estimar el riesgo cardiovascular. Muchas de estas pruebas requieren ayuno.',
    },
  ],
  [
    'diabetes',
    {
      name: 'Diabetes',
      description:
        'Pruebas de azúcar en la sangre, como la hemoglobina A1c, la glucosa en ayunas y la insulina, para detectar y controlar la prediabetes y la diabetes.',
    },
  ],
  [
    'thyroid',
    {
      name: 'Tiroides',
      description:
        'TSH, hormonas tiroideas y anticuerpos tiroideos para detectar una tiroides hipoactiva o hiperactiva y enfermedades autoinmunes de la tiroides.',
    },
  ],
  [
    'hormones',
    {
      name: 'Hormonas',
      description:
        'Hormonas sexuales, suprarrenales e hipofisarias para hombres y mujeres, como testosterona, estradiol, FSH, LH, cortisol y DHEA-sulfato.',
    },
  ],
  [
    'vitamins-nutrition',
    {
      name: 'Vitaminas y nutrición',
      description:
        'Pruebas de vitaminas, minerales y hierro, como vitamina D, vitamina B12, folato, ferritina y magnesio, para detectar deficiencias.',
    },
  ],
  [
    'kidney-liver',
    {
      name: 'Riñón e hígado',
      description: 'Pruebas de la función renal y hepática, como creatinina, TFGe (eGFR), enzimas hepáticas y análisis de orina.',
    },
  ],
  [
    'blood-hematology',
    {
      name: 'Sangre y hematología',
      description:
        'Pruebas de glóbulos rojos, glóbulos blancos y plaquetas, reticulocitos y marcadores relacionados, que se usan para buscar anemia, infecciones y trastornos de la sangre.',
    },
  ],
  [
    'std-testing',
    {
      name: 'Pruebas de ETS',
      description:
        'Pruebas confidenciales de infecciones de transmisión sexual, como clamidia, gonorrea, VIH, sífilis, herpes y tricomoniasis. Los resultados son privados y se entregan en su cuenta.',
    },
  ],
  [
    'infectious-disease',
    {
      name: 'Enfermedades infecciosas',
      description:
        'Pruebas de infecciones actuales o pasadas y de inmunidad, como hepatitis, enfermedad de Lyme, tuberculosis, COVID-19, H. pylori y títulos de vacunas.',
    },
  ],
  [
    'allergy',
    {
      name: 'Alergias',
      description:
        'Análisis de sangre que miden los anticuerpos IgE contra alimentos comunes, mascotas, ácaros del polvo, pólenes y mohos. Los antihistamínicos no afectan un análisis de sangre.',
    },
  ],
  [
    'autoimmune-inflammation',
    {
      name: 'Autoinmunidad e inflamación',
      description:
        'Marcadores de anticuerpos y de inflamación, como ANA, factor reumatoide, anti-CCP, velocidad de sedimentación y anticuerpos de la enfermedad celíaca, que se usan en la evaluación de enfermedades autoinmunes.',
    },
  ],
  [
    'cancer-screening',
    {
      name: 'Detección de cáncer',
      description:
        'PSA, pruebas de heces para cáncer de colon y marcadores tumorales. Los marcadores tumorales se usan principalmente para dar seguimiento a una afección ya conocida y deben consultarse con su médico.',
    },
  ],
  [
    'mens-health',
    {
      name: 'Salud del hombre',
      description:
        'Las pruebas que más eligen los hombres, como testosterona, PSA y marcadores cardiometabólicos. Vea también nuestro Paquete de salud del hombre.',
    },
  ],
  [
    'womens-health',
    {
      name: 'Salud de la mujer',
      description:
        'Las pruebas que más eligen las mujeres, como hormonas reproductivas, tiroides, hierro y marcadores de fertilidad. Vea también nuestro Paquete de salud de la mujer.',
    },
  ],
  [
    'physician-consult',
    {
      name: 'Consulta médica',
      description: 'Consultas en línea con un médico con licencia para revisar sus resultados de laboratorio y hablar de los próximos pasos.',
    },
  ],
  [
    'panels',
    {
      name: 'Paneles',
      description:
        'Grupos de pruebas relacionadas que se piden juntas a un precio menor que si se pidiera cada prueba por separado. Una sola extracción de sangre cubre todas las pruebas del panel.',
    },
  ],
  [
    'packages',
    {
      name: 'Paquetes de salud',
      description:
        'Nuestros conjuntos de pruebas más completos para un chequeo anual, que combinan hemograma, pruebas metabólicas, de lípidos, de tiroides, de vitaminas y de hormonas a nuestro mejor precio.',
    },
  ],
]);
