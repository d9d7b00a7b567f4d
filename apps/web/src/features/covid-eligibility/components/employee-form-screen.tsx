import '../i18n';
import {
  EMPLOYEE_OPTIONS,
  employeeFormQuestions,
  HOUSEHOLD_CONTACT_ANSWERS,
  HOUSEHOLD_EXPOSURE_ANSWERS,
  isEmployeeFormComplete,
  NO_EMPLOYEE_FORM_ANSWERS,
  type EmployeeFormAnswers,
} from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from './answer-groups';
import { ScreenFrame } from './screen-frame';
import styles from './covid-eligibility.module.css';

const YES_NO = ['Yes', 'No'] as const;

interface EmployeeFormScreenProps {
  position: { index: number; count: number };
  onSubmit: (answers: EmployeeFormAnswers) => void;
}

/**
 * spec/02 4.7, the alternate employee form: why the employee is tested; for
 * a retest, the symptom-timing statements; for a household contact, whether
 * the person is still unwell (Yes shows one more question, No hides it).
 */
export function EmployeeFormScreen({ position, onSubmit }: EmployeeFormScreenProps) {
  const { t } = useTranslation('covidEligibility');
  const [answers, setAnswers] = useState<EmployeeFormAnswers>(NO_EMPLOYEE_FORM_ANSWERS);
  const [incomplete, setIncomplete] = useState(false);
  const shown = employeeFormQuestions(answers);
  const missing = (answer: string | null) => (incomplete && answer === null ? t('messages.chooseAnswer') : undefined);
  const set = <K extends keyof EmployeeFormAnswers>(key: K) => (value: EmployeeFormAnswers[K]) => setAnswers((current) => ({ ...current, [key]: value }));

  return (
    <ScreenFrame
      heading={t('employeeForm.heading')}
      position={position}
      ready={isEmployeeFormComplete(answers)}
      onNext={() => onSubmit(answers)}
      onIncomplete={() => setIncomplete(true)}
    >
      <RadioGroup
        legend={t('employeeForm.reason')}
        options={EMPLOYEE_OPTIONS}
        value={answers.reason}
        onChange={set('reason')}
        labelOf={(option) => t(`employeeForm.${option}`)}
        error={missing(answers.reason)}
      />
      {shown.statements && (
        <>
          <RadioGroup
            legend={t('employeeForm.allStatements')}
            hint={
              <ul className={styles.statements}>
                <li>{t('employeeForm.symptomsStarted')}</li>
                <li>{t('employeeForm.pastHours')}</li>
              </ul>
            }
            options={YES_NO}
            value={answers.allStatements}
            onChange={set('allStatements')}
            labelOf={(option) => t(`employeeForm.yesNo.${option}`)}
            error={missing(answers.allStatements)}
            inline
          />
          <RadioGroup
            legend={t('employeeForm.RespiratorySymptoms')}
            options={YES_NO}
            value={answers.respiratoryImproved}
            onChange={set('respiratoryImproved')}
            labelOf={(option) => t(`employeeForm.yesNo.${option}`)}
            error={missing(answers.respiratoryImproved)}
            inline
          />
        </>
      )}
      {shown.householdContact && (
        <RadioGroup
          legend={t('employeeForm.householdContact')}
          options={HOUSEHOLD_CONTACT_ANSWERS}
          value={answers.householdContact}
          onChange={set('householdContact')}
          labelOf={(option) => t(`employeeForm.${option}`)}
          error={missing(answers.householdContact)}
          inline
        />
      )}
      {shown.householdExposure && (
        <RadioGroup
          legend={t('employeeForm.householdExposure')}
          options={HOUSEHOLD_EXPOSURE_ANSWERS}
          value={answers.householdExposure}
          onChange={set('householdExposure')}
          labelOf={(option) => t(`employeeForm.${option}`)}
          error={missing(answers.householdExposure)}
        />
      )}
    </ScreenFrame>
  );
}
