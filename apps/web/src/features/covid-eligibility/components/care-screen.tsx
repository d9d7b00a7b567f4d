import '../i18n';
import { CARE_QUESTIONS, careProblems, YES_NO_UNKNOWN, type CareAnswers } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from './answer-groups';
import { ScreenFrame } from './screen-frame';

interface CareScreenProps {
  position: { index: number; count: number };
  answers: CareAnswers;
  onChange: (answers: CareAnswers) => void;
  onNext: () => void;
}

/** spec/02 4.7 screen 6: ICU, congregate living or work, pregnancy; all three answered. */
export function CareScreen({ position, answers, onChange, onNext }: CareScreenProps) {
  const { t } = useTranslation('covidEligibility');
  const [incomplete, setIncomplete] = useState(false);
  const problems = careProblems(answers);
  return (
    <ScreenFrame heading={t('care.heading')} position={position} ready={problems.length === 0} onNext={onNext} onIncomplete={() => setIncomplete(true)}>
      {CARE_QUESTIONS.map((question) => (
        <RadioGroup
          key={question}
          legend={t(`care.${question}`)}
          options={YES_NO_UNKNOWN}
          value={answers[question]}
          onChange={(answer) => onChange({ ...answers, [question]: answer })}
          labelOf={(answer) => t(`answers.${answer}`)}
          error={incomplete && problems.includes(question) ? t('messages.chooseAnswer') : undefined}
          inline
        />
      ))}
    </ScreenFrame>
  );
}
