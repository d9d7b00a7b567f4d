import type { SearchableProduct } from './catalogue-search';

/** A few listed products as the seed has them (packages/db seed), for the search rules' tests. */
export const LIPID_CATALOGUE: SearchableProduct[] = [
  { id: 'p01', name: 'Lipid Panel', cpt: '80061', questCode: '7600', tags: ['cholesterol', 'LDL', 'HDL', 'triglycerides', 'lipid'], searchPriority: 5 },
  { id: 'p02', name: 'Lipid Panel with Reflex to Direct LDL', cpt: '80061', questCode: '14852', tags: ['cholesterol', 'LDL', 'lipid', 'reflex'], searchPriority: 3 },
  { id: 'p03', name: 'Cholesterol, Total', cpt: '82465', questCode: '334', tags: ['cholesterol', 'heart'], searchPriority: 2 },
  { id: 'p04', name: 'HDL Cholesterol', cpt: '83718', questCode: '608', tags: ['HDL', 'cholesterol', 'good cholesterol'], searchPriority: 2 },
  { id: 'p05', name: 'LDL Cholesterol, Direct', cpt: '83721', questCode: '8293', tags: ['LDL', 'cholesterol', 'bad cholesterol'], searchPriority: 2 },
  { id: 'p06', name: 'Advanced Lipid Panel with Lp(a) and ApoB', cpt: '80061, 83695, 82172', questCode: null, tags: ['cholesterol', 'lipid', 'ApoB', 'Lp(a)', 'heart'], searchPriority: 5 },
  { id: 'p07', name: 'Triglycerides', cpt: '84478', questCode: '896', tags: ['triglycerides', 'TG', 'lipid'], searchPriority: 2 },
  { id: 'p08', name: 'Vitamin D, 25-Hydroxy', cpt: '82306', questCode: '17306', tags: ['vitamin D', 'bone'], searchPriority: 5 },
  { id: 'p09', name: 'Vitamin B12 (Cobalamin)', cpt: '82607', questCode: '927', tags: ['B12', 'vitamin', 'anemia'], searchPriority: 3 },
  { id: 'p10', name: 'Hemoglobin A1c', cpt: '83036', questCode: '496', tags: ['diabetes', 'A1c', 'glucose'], searchPriority: 5 },
  { id: 'p11', name: 'Lipase', cpt: '83690', questCode: '606', tags: ['lipase', 'pancreas'], searchPriority: 2 },
  { id: 'p12', name: 'Urinalysis, Complete', cpt: '81001', questCode: '5463', tags: ['urinalysis', 'UA', 'urine'], searchPriority: 3 },
];
