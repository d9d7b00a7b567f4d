import type { Dictionary } from '../../../../../lib/i18n';
import type { pwnTestsEn } from './en';

export const pwnTestsEs: Dictionary<typeof pwnTestsEn> = {
  table: 'Pruebas del socio',
  empty: 'El socio no ofrece pruebas.',
  columns: {
    name: 'Nombre',
    code: 'Código',
    sameDay: 'Mismo día',
    requiredGender: 'Sexo requerido',
    disclaimersRequired: 'Requiere avisos legales',
    customerPhysicianRequired: 'Requiere médico del cliente',
    fastingRequired: 'Requiere ayuno',
  },
  yes: 'Sí',
  no: 'No',
  gender: {
    male: 'Masculino',
    female: 'Femenino',
    either: 'Cualquiera',
  },
};
